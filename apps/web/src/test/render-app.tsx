import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry } from 'react-router';
import { AppRoutes } from '../app/routes';

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

interface RenderOptions {
  /** Pages visited before `entry`; with them a 'Atrás del navegador' button goes back in history. */
  visitedBefore?: InitialEntry[];
}

/** The whole app (routes, session, toasts) at `entry`, as the browser would show it. */
export function renderApp(entry: InitialEntry = '/', { visitedBefore }: RenderOptions = {}) {
  const user = userEvent.setup();
  const entries = [...(visitedBefore ?? []), entry];
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes />
      <LocationProbe />
      {visitedBefore && <BrowserBack />}
    </MemoryRouter>,
  );
  return { user, ...view };
}
