import type { InitialEntry } from 'react-router';
import { renderRoutes } from '@portal/ui/test/render-routes';
import { AppRoutes } from '../app/routes';

/** The whole console (routes, guard, query client) at `entry`, as the browser would show it under /console. */
export const renderApp = (entry: InitialEntry = '/') => renderRoutes(<AppRoutes />, entry);
