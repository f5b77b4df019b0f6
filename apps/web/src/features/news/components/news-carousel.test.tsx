import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { ok, stubApi } from '../../../test/fetch-stub';
import { newsItem, newsPage } from '../test-news';

const noNotifications = () => ok({ Notificaciones: [] });

describe('dashboard news carousel', () => {
  it('shows the newest page with image, date and title, and links to the whole list', async () => {
    storeSignedIn();
    stubApi({
      [paths.news]: () => newsPage([newsItem(9, { Imagen: 'E'.repeat(30) }), newsItem(8)]),
      [paths.notifications]: noNotifications,
    });
    renderApp('/dashboard');
    const section = (await screen.findByRole('heading', { name: 'Novedades' })).closest('section')!;
    expect(await within(section).findByText('Noticia 9')).toBeInTheDocument();
    expect(within(section).getByText('09/01/2025')).toBeInTheDocument();
    expect(section.querySelector('img')).toHaveAttribute('src', `data:image/jpeg;base64,${'E'.repeat(30)}`);
    expect(within(section).getByRole('link', { name: 'Ver Todas' })).toHaveAttribute('href', '/news');
  });

  it('says when there are no news and when they fail', async () => {
    storeSignedIn();
    stubApi({ [paths.news]: () => newsPage([]), [paths.notifications]: noNotifications });
    const first = renderApp('/dashboard');
    expect(await screen.findByText('No se encontraron noticias')).toBeInTheDocument();
    first.unmount();
    // A Status other than 200 inside an HTTP 200: no retry for a 4xx, the error shows at once.
    stubApi({
      [paths.news]: () => ({ json: { Status: 403, Mensaje: 'x' } }),
      [paths.notifications]: noNotifications,
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Error al cargar las noticias')).toBeInTheDocument();
  });

  it('sends the session token and cursor 0, and opens an item', async () => {
    storeSignedIn();
    const api = stubApi({
      [paths.news]: () => newsPage([newsItem(3)]),
      [paths.notifications]: noNotifications,
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Noticia 3/ }));
    expect(await screen.findByRole('heading', { name: 'Noticia 3' })).toBeInTheDocument();
    expect(api.callsTo(paths.news)[0]?.body).toEqual({ UAT: 'uat-123', UltimaId: 0 });
  });
});
