import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { localStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { ok, stubApi } from '../../../test/fetch-stub';
import { newsItem } from '../test-news';

declare global {
  interface Window {
    __ran?: unknown;
  }
}

const select = (item: ReturnType<typeof newsItem>) =>
  localStorage.setItem(localStorageKeys.selectedNews, JSON.stringify(item));

afterEach(() => {
  delete window.__ran;
});

describe('news detail', () => {
  it('goes to the dashboard when nothing is stored', async () => {
    storeSignedIn();
    stubApi({
      [paths.news]: () => ok({ Novedades: [] }),
      [paths.notifications]: () => ok({ Notificaciones: [] }),
    });
    renderApp('/news-detail');
    expect(await screen.findByText('Bienvenido,')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows image, dd/mm/yyyy hh:mm date, title and the text without tags, entities decoded', async () => {
    storeSignedIn();
    stubApi({ [paths.notifications]: () => ok({ Notificaciones: [] }) });
    select(
      newsItem(4, {
        Titulo: 'Campaña de vacunación',
        Fecha: '2025-03-15T01:30:00.000Z',
        Imagen: 'D'.repeat(40),
        Texto: '<p>Campa&ntilde;a <strong>sin cargo</strong>.</p><p>Martes&nbsp;y jueves<br>de 8 a 12</p>',
      }),
    );
    renderApp('/news-detail');
    expect(await screen.findByRole('heading', { name: 'Campaña de vacunación' })).toBeInTheDocument();
    expect(screen.getByText('14/03/2025 22:30')).toBeInTheDocument();
    expect(screen.getByText('Campaña sin cargo.')).toBeInTheDocument();
    expect(screen.getByText(/Martes\s+y jueves\s+de 8 a 12/)).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', `data:image/jpeg;base64,${'D'.repeat(40)}`);
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('never runs or creates what the text holds: no script, no onerror image, nothing executed', async () => {
    storeSignedIn();
    stubApi({ [paths.notifications]: () => ok({ Notificaciones: [] }) });
    select(
      newsItem(6, {
        Texto:
          '<p>Hola</p><script>window.__ran = "script"</script>' +
          '<img src="x" onerror="window.__ran = \'onerror\'"><svg onload="window.__ran = \'svg\'"></svg>' +
          '<iframe src="javascript:window.__ran=1"></iframe><p>&lt;b onmouseover=x&gt;literal&lt;/b&gt;</p>',
      }),
    );
    const { container } = renderApp('/news-detail');
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(screen.getByText('<b onmouseover=x>literal</b>')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.__ran).toBeUndefined();
    expect(
      container.querySelectorAll('script, img, svg[onload], iframe, b, [onerror], [onload]'),
    ).toHaveLength(0);
    expect(container.textContent).not.toMatch(/__ran|onerror/);
  });

  it('goes back through the history with the back button', async () => {
    storeSignedIn();
    stubApi({
      [paths.news]: () => ok({ Novedades: [newsItem(2)] }),
      [paths.notifications]: () => ok({ Notificaciones: [] }),
    });
    const { user } = renderApp('/news');
    await user.click(await screen.findByRole('button', { name: /Noticia 2/ }));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('heading', { name: 'Novedades' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news$/);
  });
});
