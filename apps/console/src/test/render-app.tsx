import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
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

/** The whole console (routes, guard, query client) at `entry`, as the browser would show it under /console. */
export function renderApp(entry: InitialEntry = '/') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}
