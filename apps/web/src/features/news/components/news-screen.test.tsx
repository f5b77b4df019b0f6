import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { localStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { newsItem, newsPage } from '../test-news';

const slow = { timeout: 4000 };
const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const noNotifications = () => ok({ Notificaciones: [] });

describe('news list', () => {
  it('pages with Cargar mas by the smallest id shown, without repeats, to the end', async () => {
    storeSignedIn();
    const pages: Record<number, number[]> = { 0: ids(12, 7), 7: [7, ...ids(6, 2)], 2: [] };
    const api = stubApi({
      [paths.news]: (body) => newsPage((pages[Number(body.UltimaId)] ?? []).map((id) => newsItem(id))),
      [paths.notifications]: noNotifications,
    });
    const { user } = renderApp('/news');
    expect(await screen.findByText('6 noticias')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Novedades' })).toBeInTheDocument();
    expect(screen.getByText('Noticia 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar mas' }));
    expect(await screen.findByText('11 noticias')).toBeInTheDocument();
    expect(screen.getAllByText('Noticia 7')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cargar mas' }));
    expect(await screen.findAllByText('No hay mas noticias para cargar')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cargar mas' })).not.toBeInTheDocument();
    expect(screen.getByText('11 noticias')).toBeInTheDocument();
    expect(api.callsTo(paths.news).map((call) => call.body)).toEqual([
      { UAT: 'uat-123', UltimaId: 0 },
      { UAT: 'uat-123', UltimaId: 7 },
      { UAT: 'uat-123', UltimaId: 2 },
    ]);
  });

  it('keeps the list and says so when a further page fails', async () => {
    storeSignedIn();
    stubApi({
      [paths.news]: (body) =>
        body.UltimaId === 0 ? newsPage([newsItem(3), newsItem(2)]) : fail(500, 'Falla'),
      [paths.notifications]: noNotifications,
    });
    const { user } = renderApp('/news');
    await user.click(await screen.findByRole('button', { name: 'Cargar mas' }));
    expect(await screen.findByText('Error al cargar mas noticias', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Noticia 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cargar mas' })).toBeEnabled();
  });

  it('says when there are no news, and when they cannot be loaded', async () => {
    storeSignedIn();
    stubApi({ [paths.news]: () => newsPage([]), [paths.notifications]: noNotifications });
    const first = renderApp('/news');
    expect(await screen.findByText('No se encontraron noticias')).toBeInTheDocument();
    first.unmount();

    stubApi({ [paths.news]: () => fail(500, 'Falla'), [paths.notifications]: noNotifications });
    renderApp('/news');
    expect(await screen.findByText('Error al cargar las noticias', undefined, slow)).toBeInTheDocument();
  });

  it('keeps the opened item under selectedNews as the server sent it and shows the detail', async () => {
    storeSignedIn();
    const item = newsItem(5, { Imagen: 'C'.repeat(40), Texto: 'Hola &amp; chau' });
    stubApi({ [paths.news]: () => newsPage([item]), [paths.notifications]: noNotifications });
    const { user } = renderApp('/news');
    await user.click(await screen.findByRole('button', { name: /Noticia 5/ }));
    expect(await screen.findByRole('heading', { name: 'Noticia 5' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/news-detail');
    expect(JSON.parse(localStorage.getItem(localStorageKeys.selectedNews)!)).toEqual(item);
    expect(screen.getByText('Hola & chau')).toBeInTheDocument();
  });
});
