import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { paths } from '@portal/contract/paths';
import { AppRoutes } from '../../../app/routes';
import { authStorageKeys } from '../../../lib/storage-keys';
import { createLoginResponse, storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi, type StubReply } from '../../../test/fetch-stub';

const slow = { timeout: 3500 };
const mailChanged = 'Correo electrónico actualizado';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.hash}
    </output>
  );
}

/** The app as main.tsx mounts it, in StrictMode (effects run twice): the link must still be used once. */
function renderStrict(entry: string) {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
  return { user };
}

/** A reply the test releases when it wants, to see the waiting state. */
function deferred() {
  let release: (reply: StubReply) => void = () => undefined;
  const reply = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

describe('confirm e-mail screen', () => {
  it('confirms the link once, says so, and returns to / after 2 s', async () => {
    const answer = deferred();
    const api = stubApi({ [paths.confirmMailChange]: () => answer.reply });
    renderStrict('/confirm-email#token=tok-abc_123');
    expect(await screen.findByRole('heading', { name: 'Confirmar correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirmando su nuevo correo...');
    // The token leaves the address bar once read.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirm-email$/));

    answer.release(ok({ Mensaje: mailChanged }));
    const status = await screen.findByText(mailChanged, { selector: '[role="status"] p' });
    expect(status.parentElement).toHaveTextContent(
      'Si necesita iniciar sesión, hágalo con su nuevo correo electrónico.',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(api.callsTo(paths.confirmMailChange)).toHaveLength(1);
    expect(api.callsTo(paths.confirmMailChange)[0]?.body).toEqual({ Token: 'tok-abc_123' });
    // Nobody is signed in: no member data to reload.
    expect(api.callsTo(paths.userData)).toHaveLength(0);

    expect(await screen.findByText('Cargando la aplicación...', undefined, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo(paths.confirmMailChange)).toHaveLength(1);
  });

  it('reloads the signed-in member so the new address replaces the cached one', async () => {
    storeSignedIn();
    const api = stubApi({
      [paths.confirmMailChange]: () => ok({ Mensaje: mailChanged }),
      [paths.userData]: () => ok({ ...createLoginResponse(), Mail: 'nuevo@example.com' }),
    });
    renderStrict('/confirm-email#token=tok-abc');
    await screen.findByText(mailChanged, { selector: '[role="status"] p' });
    await waitFor(() => expect(api.callsTo(paths.userData)).toHaveLength(1));
    expect(api.callsTo(paths.userData)[0]?.body).toEqual({ UAT: 'uat-123' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(authStorageKeys.userData) ?? '{}')).toMatchObject({
        email: 'nuevo@example.com',
        uat: 'uat-123',
      }),
    );
  });

  it("shows the server's words for a used or expired link, with a way home and no retry", async () => {
    const api = stubApi({
      [paths.confirmMailChange]: () => fail(400, 'El enlace para confirmar el correo es inválido o expiró'),
    });
    renderStrict('/confirm-email#token=usado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace para confirmar el correo es inválido o expiró',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Intentar nuevamente' })).not.toBeInTheDocument();
    expect(api.callsTo(paths.confirmMailChange)).toHaveLength(1);
  });

  it('shows the address taken meanwhile (409) as the server says it', async () => {
    stubApi({
      [paths.confirmMailChange]: () => fail(409, 'El correo electrónico ya se encuentra registrado'),
    });
    renderStrict('/confirm-email#token=tomado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico ya se encuentra registrado',
    );
  });

  it('on a network error says to try again, and trying again confirms', async () => {
    let reachable = false;
    const api = stubApi({
      [paths.confirmMailChange]: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return ok({ Mensaje: mailChanged });
      },
    });
    const { user } = renderStrict('/confirm-email#token=tok-red');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo confirmar el correo. Inténtelo nuevamente.',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(await screen.findByText(mailChanged, { selector: '[role="status"] p' })).toBeInTheDocument();
    expect(api.callsTo(paths.confirmMailChange).map((call) => call.body)).toEqual([
      { Token: 'tok-red' },
      { Token: 'tok-red' },
    ]);
  });

  it('without a token in the fragment says the link is invalid, calls nothing and returns to /', async () => {
    const api = stubApi({});
    renderStrict('/confirm-email?token=en-la-query-no');
    expect(await screen.findByRole('heading', { name: 'Confirmar correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enlace de confirmación inválido o expirado');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Cargando la aplicación...', undefined, slow)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
