import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';

/**
 * The markup of the app at `url` for a visitor with no session, once every lazy screen on the way has
 * loaded (prerender waits for Suspense, unlike renderToString). Run at build time only (build/route-pages.ts).
 */
export async function renderPage(url: string): Promise<string> {
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  // A component that throws while prerendering would leave its boundary to the browser (React error 419
  // at hydration): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App router={router} />, {
    onError: (error) => void errors.push(error),
  });
  const html = await text(prelude.pipe(new PassThrough()));
  if (errors.length > 0) throw new Error(`prerendering ${url} failed`, { cause: errors[0] });
  return html;
}
