import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle, titled, usePageTitleAndFocus } from './page-title';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <main>
        <h1>Inicio</h1>
        <Link to="/perfil">Ir al perfil</Link>
      </main>
    ),
    handle: titled('Inicio'),
  },
  {
    children: [{ path: 'perfil', element: <h1>Perfil</h1>, handle: titled('Perfil') }],
    handle: titled('Sección'),
  },
  { path: '*', element: <h1>Nada</h1> },
];

function App() {
  const location = useLocation();
  usePageTitleAndFocus(pageTitle(routeTitle(routes, location), 'App'), location.pathname);
  return useRoutes(routes);
}

describe('usePageTitleAndFocus', () => {
  it('names the page in the title; focus moves to the h1 on a navigation, not on the first load', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Inicio · App');
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Ir al perfil' }));
    expect(document.title).toBe('Perfil · App');
    const heading = screen.getByRole('heading', { name: 'Perfil' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('a route without a title gives the app name alone', () => {
    expect(pageTitle(routeTitle(routes, { pathname: '/otra' }), 'App')).toBe('App');
  });
});
