import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { notification, notificationList } from '../test-notifications';

const cards = () => screen.getAllByRole('article');
const navLink = () => screen.getByRole('link', { name: /^Notificaciones/ });

/** A server whose list follows the acknowledgements it receives, like the real one. */
function liveServer(items = [notification(3), notification(2), notification(1, { TomaConocimiento: true })]) {
  const list = items.map((item) => ({ ...item }));
  return {
    list,
    handlers: {
      [paths.notifications]: () => notificationList(list),
      [paths.acknowledgeNotice]: (body: Record<string, unknown>) => {
        const item = list.find((n) => n.Id === body.AvisoId);
        if (!item) return fail(404, 'No se encontró el aviso');
        item.TomaConocimiento = true;
        return ok({ Mensaje: 'Se registró la toma de conocimiento' });
      },
      [paths.markNoticeViewed]: () => ok({ Mensaje: 'Se registró la lectura del aviso' }),
    },
  };
}

describe('notifications screen', () => {
  it('shows the loading text while the list comes', async () => {
    storeSignedIn();
    stubApi({ [paths.notifications]: () => new Promise(() => undefined) });
    renderApp('/notifications');
    expect(await screen.findByText('Cargando notificaciones...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis Notificaciones' })).toBeInTheDocument();
  });

  it('shows the error view with the server message, or the fallback without one', async () => {
    storeSignedIn();
    stubApi({ [paths.notifications]: () => ({ json: { Status: 403, Mensaje: 'Sesión de otro socio' } }) });
    const first = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Error al cargar' })).toBeInTheDocument();
    expect(screen.getByText('!')).toBeInTheDocument();
    expect(screen.getByText('Error al cargar las notificaciones')).toBeInTheDocument();
    expect(screen.getByText('Sesión de otro socio')).toBeInTheDocument();
    first.unmount();

    stubApi({ [paths.notifications]: () => ({ json: { Status: 403 } }) });
    renderApp('/notifications');
    expect(await screen.findByText('Error al obtener las notificaciones')).toBeInTheDocument();
  });

  it('shows the empty texts, a Total of 0 and no Sin leer; a missing array is an empty list', async () => {
    storeSignedIn();
    stubApi({ [paths.notifications]: () => ok({}) });
    renderApp('/notifications');
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
    expect(screen.getByText('Las notificaciones aparecerán aquí cuando las recibas')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.queryByText(/Sin leer:/)).not.toBeInTheDocument();
  });

  it('lists the cards with organismo, counts, Spanish dates, Nuevo badges and buttons', async () => {
    storeSignedIn();
    const { handlers } = liveServer();
    const api = stubApi(handlers);
    renderApp('/notifications');
    expect(await screen.findByText('Aviso 3')).toBeInTheDocument();
    expect(screen.getByText('MP')).toBeInTheDocument();
    expect(screen.getByText(/Sin leer:/)).toHaveTextContent('Sin leer: 2');
    expect(screen.getByText('Total').previousSibling).toHaveTextContent('3');
    expect(cards()).toHaveLength(3);
    const [first, , read] = cards();
    expect(within(first!).getByText('03/03/2025 12:05')).toBeInTheDocument();
    expect(within(first!).getByText('Nuevo')).toBeInTheDocument();
    expect(within(first!).getByRole('heading', { name: 'Aviso 3' })).toHaveClass('line-clamp-2');
    expect(within(first!).getByText('Descripción del aviso 3')).toHaveClass('line-clamp-3');
    expect(within(read!).queryByText('Nuevo')).not.toBeInTheDocument();
    expect(within(read!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tomar conocimiento' })).toHaveLength(2);
    expect(api.callsTo(paths.notifications)[0]?.body).toEqual({ UAT: 'uat-123', NotificacionId: '0' });
  });

  it('acknowledges: Procesando..., toast Éxito with the server message, reloaded list and badge one lower', async () => {
    storeSignedIn();
    const server = liveServer();
    let release: () => void = () => undefined;
    const api = stubApi({
      ...server.handlers,
      [paths.acknowledgeNotice]: async (body) => {
        await new Promise<void>((resolve) => (release = resolve));
        return server.handlers[paths.acknowledgeNotice](body);
      },
    });
    const { user } = renderApp('/notifications');
    await screen.findByText('Aviso 3');
    expect(navLink()).toHaveAccessibleName(/2 sin leer/);
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Tomar conocimiento' }));
    expect(await screen.findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('Éxito')).toBeInTheDocument();
    expect(screen.getByText('Se registró la toma de conocimiento')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Sin leer:/)).toHaveTextContent('Sin leer: 1'));
    expect(within(cards()[0]!).queryByText('Nuevo')).not.toBeInTheDocument();
    expect(navLink()).toHaveAccessibleName(/1 sin leer/);
    expect(api.callsTo(paths.acknowledgeNotice)[0]?.body).toEqual({ UAT: 'uat-123', AvisoId: 3 });
    // Pressing the button is the explicit act: it does not also send a mark-as-viewed.
    expect(api.callsTo(paths.markNoticeViewed)).toHaveLength(0);
  });

  it('shows the server message on a refused acknowledgement, a generic one on a transport failure', async () => {
    storeSignedIn();
    const server = liveServer();
    stubApi({ ...server.handlers, [paths.acknowledgeNotice]: () => fail(404, 'No se encontró el aviso') });
    const { user, unmount } = renderApp('/notifications');
    await user.click((await screen.findAllByRole('button', { name: 'Tomar conocimiento' }))[0]!);
    expect(await screen.findByText('No se encontró el aviso')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    unmount();

    stubApi({
      ...server.handlers,
      [paths.acknowledgeNotice]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const second = renderApp('/notifications');
    await second.user.click((await screen.findAllByRole('button', { name: 'Tomar conocimiento' }))[0]!);
    expect(await screen.findByText('No se pudo procesar la operación')).toBeInTheDocument();
  });

  it('marks an unread card as viewed on click and reloads; a failure is only logged', async () => {
    storeSignedIn();
    const server = liveServer();
    const api = stubApi(server.handlers);
    const { user, unmount } = renderApp('/notifications');
    await user.click(await screen.findByText('Descripción del aviso 2'));
    await waitFor(() => expect(api.callsTo(paths.notifications)).toHaveLength(2));
    expect(api.callsTo(paths.markNoticeViewed).map((call) => call.body)).toEqual([
      { UAT: 'uat-123', AvisoId: 2 },
    ]);
    await user.click(screen.getByText('Descripción del aviso 1'));
    expect(api.callsTo(paths.markNoticeViewed)).toHaveLength(1);
    unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ ...server.handlers, [paths.markNoticeViewed]: () => fail(500, 'Falla') });
    const second = renderApp('/notifications');
    await second.user.click(await screen.findByText('Descripción del aviso 3'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Falla')).not.toBeInTheDocument();
  });

  it('reloads when pulled down from the top past 80 px, showing Actualizando...', async () => {
    storeSignedIn();
    const api = stubApi(liveServer().handlers);
    renderApp('/notifications');
    const area = (await screen.findByText('Aviso 3')).closest('[data-pull-state]')!;
    fireEvent.touchStart(area, { touches: [{ clientX: 5, clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 5, clientY: 60 }] });
    expect(screen.getByText('Arrastra para actualizar')).toBeInTheDocument();
    fireEvent.touchMove(area, { touches: [{ clientX: 5, clientY: 120 }] });
    expect(screen.getByText('Suelta para actualizar')).toBeInTheDocument();
    fireEvent.touchEnd(area, { touches: [] });
    expect(screen.getByText('Actualizando...')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(paths.notifications)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Actualizando...')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });
  it('an unread card is reached by keyboard: Tab focuses it, Enter or Space marks it as viewed', async () => {
    storeSignedIn();
    const server = liveServer();
    const api = stubApi(server.handlers);
    const { user } = renderApp('/notifications');
    await screen.findByText('Aviso 3');
    const [first, second, read] = cards();
    expect(first).toHaveAttribute('tabindex', '0');
    expect(read).not.toHaveAttribute('tabindex');
    first!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(paths.markNoticeViewed)).toHaveLength(1));
    second!.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.callsTo(paths.markNoticeViewed).map((call) => call.body)).toEqual([
        { UAT: 'uat-123', AvisoId: 3 },
        { UAT: 'uat-123', AvisoId: 2 },
      ]),
    );
    // Enter on the card's own button acknowledges; it does not also count as viewing the card.
    within(cards()[0]!).getByRole('button', { name: 'Tomar conocimiento' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(paths.acknowledgeNotice)).toHaveLength(1));
    expect(api.callsTo(paths.markNoticeViewed)).toHaveLength(2);
  });

  it('a long description can be read whole: Ver más opens it, Ver menos closes it', async () => {
    storeSignedIn();
    const long = `${'La cuota de noviembre se descontará del haber en dos partes. '.repeat(4)}Fin del aviso.`;
    const server = liveServer([
      notification(4, { Descripcion: long, TomaConocimiento: true }),
      notification(1),
    ]);
    stubApi(server.handlers);
    const { user } = renderApp('/notifications');
    const text = await screen.findByText(/Fin del aviso\.$/);
    expect(text).toHaveClass('line-clamp-3');
    expect(within(cards()[1]!).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    const more = within(cards()[0]!).getByRole('button', { name: 'Ver más' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(text).not.toHaveClass('line-clamp-3');
    expect(within(cards()[0]!).getByRole('heading', { name: 'Aviso 4' })).not.toHaveClass('line-clamp-2');
    const less = within(cards()[0]!).getByRole('button', { name: 'Ver menos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(text).toHaveClass('line-clamp-3');
  });
});
