import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

interface State {
  failed: boolean;
}

/** Catches a screen that throws or whose chunk fails to load (e.g. after a deploy) and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error al mostrar la pantalla', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
