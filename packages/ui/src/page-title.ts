import { useEffect, useRef } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';

/** How long a new page may take to show its heading (a lazy chunk, a first answer) before we give up. */
const headingWait = 10_000;

/** '<page> · <app>', or the app's name alone for a page without a title. */
export const pageTitle = (page: string | undefined, app: string) => (page ? `${page} · ${app}` : app);

/** A route's handle naming its page: `{ path, element, handle: titled('Perfil') }`. */
export interface TitleHandle {
  title: string;
}
export const titled = (title: string): TitleHandle => ({ title });

const isTitleHandle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TitleHandle).title === 'string';

/** The title of the deepest route matching `location` that has one (the route table holds them all). */
export function routeTitle(routes: RouteObject[], location: Pick<Location, 'pathname'>): string | undefined {
  const handles = (matchRoutes(routes, location) ?? []).map((match) => match.route.handle as unknown);
  return handles.filter(isTitleHandle).at(-1)?.title;
}

/** The page's heading, made focusable by script only (tabIndex -1 keeps it out of the Tab order). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
}

/**
 * Names the page in document.title and, on a client-side navigation (not on the page's first load, so a
 * screen reader starts at the top), moves focus to the new page's h1 once it is drawn: without it focus
 * stays on <body> and a keyboard user walks the header again on every page. `key` changes with each
 * navigation (the location's pathname). Focus already inside the new page (an autofocused field) is kept.
 */
export function usePageTitleAndFocus(title: string, key: string) {
  const firstKey = useRef(key);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = '';
    // The heading focused so far: a screen that loads may draw a placeholder h1 and then replace it.
    let focused: HTMLElement | null = null;
    const followHeading = () => {
      if (focused?.isConnected) return;
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) return;
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || !active.isConnected;
      if (focusIsLost || (!focused && active.closest('header, nav'))) {
        focusHeading(heading);
        focused = heading;
      } else stop(); // the person moved on inside the page: theirs to keep
    };
    const observer = new MutationObserver(followHeading);
    const timer = setTimeout(() => stop(), headingWait);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    followHeading();
    return stop;
  }, [key]);
}
