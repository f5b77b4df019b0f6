import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.hash}
    </output>
  );
}

/** Stands for the browser's (or the phone's) back button. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Atrás del navegador
    </button>
  );
}

export interface RenderRoutesOptions {
  /** Pages visited before `entry`; with them a 'Atrás del navegador' button goes back in history. */
  visitedBefore?: InitialEntry[];
}

/**
 * An app's `routes` at `entry` in a memory router, with where it is as `data-testid="location"` (path and
 * hash) and, after `visitedBefore`, a back button; `user` types and clicks.
 */
export function renderRoutes(
  routes: ReactNode,
  entry: InitialEntry,
  { visitedBefore }: RenderRoutesOptions = {},
) {
  const user = userEvent.setup();
  const entries = [...(visitedBefore ?? []), entry];
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {routes}
      <LocationProbe />
      {visitedBefore && <BrowserBack />}
    </MemoryRouter>,
  );
  return { user, ...view };
}
