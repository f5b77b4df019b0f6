import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consoleNewsPaths, consolePaths, organismoPaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { comunicaciones, newsItem, organismos } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const list = `GET ${consoleNewsPaths.list}`;

describe('Novedades: the list', () => {
  it('shows every item with its state, date and audience, newest first, and pages with «Ver más»', async () => {
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [`GET ${organismoPaths.list}`]: () => ok({ items: organismos }),
      [list]: () =>
        ok({
          items: [
            newsItem({
              id: 9,
              titulo: 'Programada',
              estado: 'programada',
              publishAt: '2026-04-01T13:00:00.000Z',
            }),
            newsItem({
              id: 8,
              titulo: 'Para EDUC',
              estado: 'publicada',
              paraTodos: false,
              organismoIds: [1, 2],
            }),
          ],
          next: '8',
        }),
      [`${list}?cursor=8`]: () =>
        ok({ items: [newsItem({ id: 3, titulo: 'Vieja', estado: 'despublicada' })], next: null }),
    });
    const { user } = renderApp('/novedades');
    const table = within(await screen.findByRole('table', { name: 'Novedades' }));
    await table.findByRole('link', { name: 'Programada' });
    const rows = table.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ProgramadaProgramada01/04/2026 10:00Todos los socios');
    expect(rows[2]).toHaveTextContent('Para EDUCPublicada');
    expect(rows[2]).toHaveTextContent('EDUC, EA');
    expect(table.getByRole('link', { name: 'Para EDUC' })).toHaveAttribute('href', '/novedades/8');
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await table.findByText('Despublicada')).toBeInTheDocument();
    expect(api.callsTo(`${list}?cursor=8`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.getByRole('link', { name: 'Novedades' })).toHaveAttribute('href', '/novedades');
  });

  it('says why it could not load', async () => {
    stubApi({
      [me]: () => ok(comunicaciones),
      [`GET ${organismoPaths.list}`]: () => ok({ items: organismos }),
      [list]: () => fail(503, 'El servidor se está reiniciando'),
    });
    renderApp('/novedades');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No se pudieron cargar las novedades: El servidor se está reiniciando',
    );
  });

  it('is not offered to roles without content.manage', async () => {
    stubApi({ [me]: () => ok({ email: 'soporte@staff.demo.com.ar', roles: ['soporte'] }) });
    renderApp('/novedades');
    expect(await screen.findByText(/Sección no disponible para su rol/)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Novedades' })).not.toBeInTheDocument();
  });
});
