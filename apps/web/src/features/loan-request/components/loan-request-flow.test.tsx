import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse, memberBankAccount, storeSignedIn } from '../../../test/fixtures';
import { stubCanvas } from '../../../test/canvas-stub';
import { fail, ok } from '../../../test/fetch-stub';
import { imageFile, pick, shrinkResult, stubRequestApi } from '../test/request-fixtures';
import { leavePhotosQuestion } from '../hooks/use-wizard';

vi.mock('../../../lib/shrink-image', async () => {
  const { shrinkImageMock } = await import('../test/request-fixtures');
  return { shrinkImage: shrinkImageMock };
});

const title = (text: string) => screen.findByRole('heading', { level: 1, name: text });
const next = () => screen.getByRole('button', { name: 'Continuar' });
const browserBack = () => screen.getByRole('button', { name: 'Atrás del navegador' });
const location = () => screen.getByTestId('location');
const signatureNotice = /deberá firmar en la pantalla con el dedo, un lápiz táctil o el mouse/;

function open(member: Parameters<typeof createLoginResponse>[0] = {}) {
  storeSignedIn(createLoginResponse({ CuentaBancaria: memberBankAccount, ...member }));
  stubCanvas();
  shrinkResult.bytes = 300_000;
  return renderApp('/loan-request', { visitedBefore: ['/loans'] });
}

async function toDocuments(user: ReturnType<typeof open>['user'], amount = '300000') {
  await title('Monto Solicitado');
  await user.type(screen.getByLabelText('Monto Solicitado'), `${amount}{Enter}`);
  await title('Linea y Plan');
  const select = await screen.findByLabelText('Tipo de préstamo');
  await within(select).findByRole('option', { name: 'Préstamo Personal' });
  await user.selectOptions(select, 'Préstamo Personal');
  await screen.findByRole('slider', { name: 'Monto' });
  await user.click(next());
  await title('Documento de Identidad');
}

describe('loan request wizard: flow', () => {
  it('Enter in the amount continues; each step puts the focus on its title', async () => {
    stubRequestApi();
    const { user } = open();
    expect(await title('Monto Solicitado')).toHaveFocus();
    await user.type(screen.getByLabelText('Monto Solicitado'), '150000');
    expect(screen.getByLabelText('Monto Solicitado')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await title('Linea y Plan')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await title('Monto Solicitado')).toHaveFocus();
  });

  it('the amount slider starts at the requested amount, not below it', async () => {
    stubRequestApi();
    const { user } = open();
    await title('Monto Solicitado');
    await user.type(screen.getByLabelText('Monto Solicitado'), '300000{Enter}');
    await title('Linea y Plan');
    await user.selectOptions(await screen.findByLabelText('Tipo de préstamo'), 'Préstamo Personal');
    // 300,000 asked: the slider stands on 300,000 (index 2), not on the middle 200,000.
    const amount = await screen.findByRole('slider', { name: 'Monto' });
    expect(amount).toHaveValue('2');
    expect(amount).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\$\s300\.000,00$/));
  });

  it("with 'Disponible' 0 the first step says so and does not continue", async () => {
    stubRequestApi({
      [paths.plans]: () => ok({ PlanesDisponibles: [], DisponibleDeclarado: 0, CuotaDisponible: 0 }),
    });
    const { user } = open();
    await title('Monto Solicitado');
    expect(
      await screen.findByText('No cuenta con disponible para realizar una solicitud de préstamo'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Monto Solicitado')).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(next());
    expect(screen.getByRole('heading', { level: 1, name: 'Monto Solicitado' })).toBeInTheDocument();
  });

  it('a failed look-up of the plans is not shown as no credit', async () => {
    stubRequestApi({ [paths.plans]: () => fail(503, 'Servicio no disponible') });
    open();
    await title('Monto Solicitado');
    await waitFor(() => expect(screen.getByText('...')).toBeInTheDocument());
    expect(screen.queryByText(/No cuenta con disponible/)).not.toBeInTheDocument();
  });

  it('the browser back button steps back inside the wizard, keeping what was filled in', async () => {
    stubRequestApi();
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = open();
    await toDocuments(user);
    await user.click(browserBack());
    await title('Linea y Plan');
    await user.click(browserBack());
    await title('Monto Solicitado');
    expect(screen.getByLabelText('Monto Solicitado')).toHaveValue('$ 300.000');
    // Without photos, back from the first step leaves without asking.
    await user.click(browserBack());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/loans$/));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('never drops the photos silently: back out of the wizard or a bottom-bar link asks first', async () => {
    stubRequestApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = open();
    await toDocuments(user);
    pick('Frente del DNI', imageFile('frente.jpg'));
    await screen.findByRole('img', { name: 'Vista previa: Frente del DNI' });

    await user.click(screen.getByRole('link', { name: /^Inicio/ }));
    expect(confirm).toHaveBeenLastCalledWith(leavePhotosQuestion);
    expect(location()).toHaveTextContent('/loan-request');

    await user.click(browserBack());
    await user.click(browserBack());
    await title('Monto Solicitado');
    await user.click(browserBack());
    expect(confirm).toHaveBeenCalledTimes(2);
    // Stayed: still the first step, and the photo is still there two steps on.
    await title('Monto Solicitado');
    expect(location()).toHaveTextContent('/loan-request');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('img', { name: 'Vista previa: Frente del DNI' })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: /^Inicio/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('says before the first step that the signature needs a finger or a pointer, and only there', async () => {
    stubRequestApi();
    const { user } = open({ Ejercito: true });
    await title('Linea y Plan');
    expect(screen.getByText(signatureNotice)).toHaveTextContent(/^Al final de la solicitud/);
    const select = await screen.findByLabelText('Tipo de préstamo');
    await within(select).findByRole('option', { name: 'Préstamo Personal' });
    await user.selectOptions(select, 'Préstamo Personal');
    await screen.findByRole('slider', { name: 'Monto' });
    await user.click(next());
    await title('Documento de Identidad');
    expect(screen.queryByText(signatureNotice)).not.toBeInTheDocument();
  });
});
