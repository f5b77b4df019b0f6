import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../test/render-app';
import { storeSignedIn } from '../../test/fixtures';
import { ok, stubApi } from '../../test/fetch-stub';
import { notification, notificationList } from '../../features/notifications/test-notifications';

/** The device loses (or gets back) its connection, as the browser tells it. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const banner = () => screen.queryByText(/^Sin conexión - datos del /);

function notificationsServer() {
  return stubApi({
    [paths.notifications]: () => notificationList([notification(3), notification(2)]),
    [paths.acknowledgeNotice]: () => ok({ Mensaje: 'Se registró la toma de conocimiento' }),
    [paths.markNoticeViewed]: () => ok(),
  });
}

describe('offline (docs/decisions/013-offline.md)', () => {
  it('a signed-in screen says it shows the last data kept, with their date, only while offline', async () => {
    storeSignedIn();
    notificationsServer();
    const loadedFrom = Date.now();
    renderApp('/notifications');
    await screen.findByText('Aviso 3');
    expect(banner()).not.toBeInTheDocument();

    setOnline(false);
    const shown = await screen.findByText(/^Sin conexión - datos del /);
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveTextContent(/^Sin conexión - datos del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(shown.textContent ?? '') ?? [];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      loadedFrom,
    );
    expect(`${year}-${month}-${day}`).toBe(today);
    expect(screen.getByText('Aviso 3')).toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('acknowledging a notification offline is refused with a message, and nothing is sent', async () => {
    storeSignedIn();
    const api = notificationsServer();
    const { user } = renderApp('/notifications');
    await screen.findByText('Aviso 3');
    setOnline(false);
    const card = screen.getAllByRole('article')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Tomar conocimiento' }));
    expect(
      await screen.findByText('Necesita conexión a internet para confirmar la lectura de la notificación.'),
    ).toBeInTheDocument();
    expect(api.callsTo(paths.acknowledgeNotice)).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Tomar conocimiento' })).toBeEnabled();
  });
});
