import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './routes';

/** The whole app inside a router: BrowserRouter in the browser, StaticRouter when prerendering. */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
