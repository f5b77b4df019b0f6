import type * as ImageFile from '../utils/image-file';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { authStorageKeys, localStorageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse, storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { shrinkToJpegBase64 } from '../utils/image-file';

vi.mock('../utils/image-file', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFile>()),
  // jsdom has no canvas: the re-encoding itself is exercised in the browser suite.
  shrinkToJpegBase64: vi.fn(async () => 'SMALLJPEG'),
}));

const jpegStart = [0xff, 0xd8, 0xff, 0xe0];
/** A picture of `bytes` bytes that starts like a JPEG (the content is read before shrinking). */
const image = (name: string, bytes = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(jpegStart), new Uint8Array(bytes - jpegStart.length)], name, { type });

describe('profile screen', () => {
  it('shows the member data, with the long date and the empty texts', async () => {
    storeSignedIn(createLoginResponse({ Celular: null }));
    stubApi({ [paths.supportContact]: () => ok({ Mail: 'ayuda@mutual.org.ar', WhatsApp: null }) });
    renderApp('/profile');
    expect(await screen.findByText('María José García')).toBeInTheDocument();
    expect(screen.getByText('5 de marzo de 1985')).toBeInTheDocument();
    expect(screen.getByText('No especificado')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ayuda@mutual.org.ar' })).toHaveAttribute(
      'href',
      'mailto:ayuda@mutual.org.ar?subject=Consulta%20desde%20el%20portal%20de%20socios',
    );
    expect(screen.getByRole('button', { name: 'Editar Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the support contact staff set, with the chat only when there is a number', async () => {
    storeSignedIn();
    const api = stubApi({
      [paths.supportContact]: () => ok({ Mail: 'ayuda@mutual.org.ar', WhatsApp: '5491122334455' }),
    });
    renderApp('/profile');
    const block = await screen.findByRole('region', { name: '¿Necesita ayuda?' });
    const chat = await within(block).findByRole('link', { name: 'Chatear por WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5491122334455\?text=Hola%2C%20soy%20/);
    expect(api.callsTo(paths.supportContact)).toHaveLength(1);
  });

  it('offers to try the support contact again when it cannot be read', async () => {
    storeSignedIn();
    let answer = fail(500, 'Error interno');
    stubApi({ [paths.supportContact]: () => answer });
    const { user } = renderApp('/profile');
    const block = await screen.findByRole('region', { name: '¿Necesita ayuda?' });
    expect(await within(block).findByText(/No se pudo cargar el contacto de soporte/)).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Chatear por WhatsApp' })).not.toBeInTheDocument();
    answer = ok({ Mail: 'ayuda@mutual.org.ar', WhatsApp: null });
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await within(block).findByRole('link', { name: 'ayuda@mutual.org.ar' })).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Chatear por WhatsApp' })).not.toBeInTheDocument();
  });

  it('says No especificada without a birth date', async () => {
    storeSignedIn(createLoginResponse({ FechaNacimiento: null }));
    renderApp('/profile');
    expect(await screen.findByText('No especificada')).toBeInTheDocument();
  });

  it('says there is nothing to update when nothing changed', async () => {
    storeSignedIn();
    const api = stubApi({});
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    expect(screen.getByRole('heading', { name: 'Editar Perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Sin cambios')).toBeInTheDocument();
    expect(screen.getByText('No hay datos para actualizar')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)).toHaveLength(0);
  });

  it('sends only the changed fields, closes the edit view and reloads the member', async () => {
    storeSignedIn();
    const api = stubApi({
      [paths.updateProfile]: () => ok(),
      [paths.userData]: () =>
        ok({ ...createLoginResponse(), Celular: '1199998888', FechaNacimiento: '07/04/1986' }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const phone = screen.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '1199998888');
    const birthdate = screen.getByLabelText('Fecha de nacimiento');
    await user.clear(birthdate);
    await user.type(birthdate, '1986-04-07');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)[0]?.body).toEqual({
      uat: 'uat-123',
      Celular: '1199998888',
      FechaNacimiento: '07/04/1986',
    });
    expect(await screen.findByText('7 de abril de 1986')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Editar Perfil' })).not.toBeInTheDocument();
  });

  it('asks for both password fields', async () => {
    storeSignedIn();
    const api = stubApi({});
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Completá ambos campos de contraseña')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Otra12345');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)).toHaveLength(0);
  });

  it('asks for the current password when the e-mail changes, and not for the phone alone', async () => {
    storeSignedIn();
    const api = stubApi({});
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    const phone = screen.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '1199998888');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();

    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'nuevo@example.com');
    const current = screen.getByLabelText('Contraseña actual');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAccessibleDescription('Necesaria para cambiar el correo o la contraseña.');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña actual' }));
    expect(current).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ingrese su contraseña actual')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)).toHaveLength(0);

    // Back to the address on file (case aside): nothing asks for the password any more.
    await user.clear(email);
    await user.type(email, 'Maria@Example.com');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  });

  it('asks for the current password with a new password and sends it as PasswordActual', async () => {
    storeSignedIn();
    const api = stubApi({
      [paths.updateProfile]: () => ok({ Mensaje: 'Datos actualizados' }),
      [paths.userData]: () => ok(createLoginResponse()),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ingrese su contraseña actual')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)).toHaveLength(0);

    await user.type(screen.getByLabelText('Contraseña actual'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    // Saved: the edit view closes (an earlier test's 'Perfil actualizado' toast may still be on screen).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Editar Perfil' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(paths.updateProfile)[0]?.body).toEqual({
      uat: 'uat-123',
      Password1: 'Nueva1234',
      Password2: 'Nueva1234',
      PasswordActual: 'Demo1234',
    });
  });

  it('a new e-mail: sends the current password, shows the server message and keeps the current address', async () => {
    storeSignedIn();
    const mailChangeSent = 'Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra.';
    const api = stubApi({
      [paths.updateProfile]: () => ok({ Mensaje: mailChangeSent }),
      // Until the link is opened the server still has the old address.
      [paths.userData]: () => ok(createLoginResponse()),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'nuevo@example.com');
    await user.type(screen.getByLabelText('Contraseña actual'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const toast = (await screen.findByText(mailChangeSent)).closest<HTMLElement>('[data-sonner-toast]');
    expect(toast).not.toBeNull();
    expect(within(toast!).getByText('Perfil actualizado')).toBeInTheDocument();
    expect(api.callsTo(paths.updateProfile)[0]?.body).toEqual({
      uat: 'uat-123',
      Mail: 'nuevo@example.com',
      PasswordActual: 'Demo1234',
    });
    expect(screen.queryByRole('heading', { name: 'Editar Perfil' })).not.toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Información personal' });
    expect(within(info).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(info).getByRole('status')).toHaveTextContent(
      'Cambio de correo pendiente. Abra el enlace que enviamos a nuevo@example.com.',
    );
    expect(within(info).queryByText('nuevo@example.com', { exact: true })).toHaveClass('break-all');
  });

  it('shows a wrong current password or too many tries as the error toast, and keeps the edit view', async () => {
    storeSignedIn();
    let reply = fail(400, 'La contraseña actual no es correcta');
    stubApi({ [paths.updateProfile]: () => reply });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const email = screen.getByLabelText('Correo electrónico');
    await user.clear(email);
    await user.type(email, 'otro@example.com');
    await user.type(screen.getByLabelText('Contraseña actual'), 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error al actualizar los datos')).toBeInTheDocument();
    expect(screen.getByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar Perfil' })).toBeInTheDocument();

    reply = fail(429, 'Demasiados intentos. Espere unos minutos e intente nuevamente.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Demasiados intentos. Espere unos minutos e intente nuevamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar Perfil' })).toBeInTheDocument();
  });

  it('checks the picture, uploads a small JPEG and shows it at once', async () => {
    storeSignedIn();
    const api = stubApi({ [paths.updatePhoto]: () => ok({ Foto: 'SMALLJPEG' }) });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cambiar foto de perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar foto de perfil' });
    expect(within(dialog).getByRole('button', { name: 'Tomar foto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar-camera-input')).toHaveAttribute('capture', 'user');

    const input = screen.getByTestId('avatar-file-input');
    await user.upload(input, image('documento.pdf', 100, 'image/jpeg'));
    expect(await screen.findByText('Formato no válido')).toBeInTheDocument();
    // Named and typed as a picture, but a PDF inside: refused before any shrinking.
    const shrink = vi.mocked(shrinkToJpegBase64);
    shrink.mockClear();
    await user.upload(input, new File(['%PDF-1.4 recibo'], 'recibo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getAllByText('Formato no válido')).toHaveLength(2));
    expect(shrink).not.toHaveBeenCalled();
    // The 5 MB limit applies to what is sent: a shrunk result that still weighs more is refused.
    shrink.mockResolvedValueOnce('A'.repeat(7_000_000));
    await user.upload(input, image('enorme.png', 6 * 1024 * 1024, 'image/png'));
    expect(await screen.findByText('Archivo muy grande')).toBeInTheDocument();
    expect(api.callsTo(paths.updatePhoto)).toHaveLength(0);

    // A large camera photo is shrunk and sent.
    await user.upload(input, image('camara.jpg', 6 * 1024 * 1024));
    expect(await screen.findByText('Foto actualizada')).toBeInTheDocument();
    expect(api.callsTo(paths.updatePhoto)[0]?.body).toEqual({ UAT: 'uat-123', Foto: 'SMALLJPEG' });
    expect(screen.getByRole('img', { name: 'Foto de María José García' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,SMALLJPEG',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the picture could not be saved', async () => {
    storeSignedIn();
    stubApi({ [paths.updatePhoto]: () => fail(413, 'La foto no puede superar los 5 MB') });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cambiar foto de perfil' }));
    await user.upload(screen.getByTestId('avatar-file-input'), image('yo.jpg'));
    expect(await screen.findByText('Hubo un error al actualizar tu foto de perfil')).toBeInTheDocument();
  });

  it('signs out: revokes the session, clears every key and goes to /login', async () => {
    storeSignedIn();
    localStorage.setItem(authStorageKeys.registrationToken, 'ref');
    localStorage.setItem(localStorageKeys.selectedNews, '{}');
    const api = stubApi({ [paths.logout]: () => ok() });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.callsTo(paths.logout)[0]?.body).toEqual({ uat: 'uat-123' });
    expect(localStorage.length).toBe(0);
  });

  it('after signing out, Back to a protected page goes to / again', async () => {
    storeSignedIn();
    stubApi({ [paths.logout]: () => ok() });
    const { user } = renderApp('/profile', { visitedBefore: ['/dashboard'] });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });
  });

  it('ends the session when a call answers 401', async () => {
    storeSignedIn();
    stubApi({ [paths.updateProfile]: () => fail(401, 'No hay sesion activa') });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    const phone = screen.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '1199998888');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem(authStorageKeys.accessToken)).toBeNull();
    expect(screen.getByText('Su sesión venció o fue cerrada. Ingrese nuevamente.')).toBeInTheDocument();
  }, 15_000);
});
