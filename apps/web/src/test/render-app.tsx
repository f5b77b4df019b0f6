import type { InitialEntry } from 'react-router';
import { renderRoutes, type RenderRoutesOptions } from '@portal/ui/test/render-routes';
import { AppRoutes } from '../app/routes';

/** The whole app (routes, session, toasts) at `entry`, as the browser would show it. */
export const renderApp = (entry: InitialEntry = '/', options: RenderRoutesOptions = {}) =>
  renderRoutes(<AppRoutes />, entry, options);
