import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { pageTitle, routeTitle } from '@portal/ui/page-title';
import { App } from '../app/app';
import { appName, routes } from '../app/routes';

/** The document title of the page at `path`, as the app sets it once running (written into every route page). */
export const titleOf = (path: string) => pageTitle(routeTitle(routes, { pathname: path }), appName);

// Built with this module so that the build reads the calls from the app's own source (build/route-pages.ts).
export { earlyCallsScript } from '../lib/early-calls';

/**
 * The markup of the app at `url` for a visitor with no session, once every lazy screen on the way has
 * loaded: Preact's renderer for the server, which the browser's hydrate expects (its async mode waits for
 * Suspense and marks each boundary). Run at build time only (build/route-pages.ts). A component that
 * throws fails the build: without `errorBoundaries` the renderer does not hand errors to the app's
 * boundary, so a broken screen cannot be prerendered as the error card.
 */
export async function renderPage(url: string): Promise<string> {
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return renderToStringAsync(<App router={router} />);
}
