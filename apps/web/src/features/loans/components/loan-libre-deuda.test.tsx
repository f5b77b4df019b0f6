import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loanStates, type Loan } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { createLoan } from '../test/loan-fixtures';

const openActions = async (loan: Loan) => {
  storeSignedIn();
  const rendered = renderApp({ pathname: '/loan-detail', state: { loan } });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Acciones' }));
  return rendered;
};
const paidOff = createLoan({ Id: 1, Estado: loanStates.paidOff, Saldo: 0, CuotasRestantes: 0 });

describe("Acciones of a loan that ended 'Cancelado'", () => {
  it('downloads the libre deuda as libre-deuda-<id>.pdf, asked once per 5 minutes', async () => {
    const api = stubApi({ [paths.libreDeuda]: () => ok({ LibreDeuda: btoa('%PDF-1.7 libre deuda') }) });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:ld'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = await openActions(paidOff);
    expect(screen.getByText(/no registra deuda por él/)).toBeInTheDocument();
    // The legajo stays beside it.
    expect(screen.getByRole('button', { name: 'Descargar legajo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar libre deuda' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('libre-deuda-1.pdf');
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe('%PDF-1.7 libre deuda');
    expect(api.callsTo(paths.libreDeuda)[0]?.body).toEqual({ uat: 'uat-123', PrestamoId: 1 });

    await user.click(await screen.findByRole('button', { name: 'Descargar libre deuda' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(2));
    expect(api.callsTo(paths.libreDeuda)).toHaveLength(1);
  });

  it("opens it in a new tab with 'Ver libre deuda', and says why when the server refuses it", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ld');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    stubApi({ [paths.libreDeuda]: () => ok({ LibreDeuda: btoa('%PDF-1.7') }) });
    const first = await openActions(paidOff);
    await first.user.click(screen.getByRole('button', { name: 'Ver libre deuda' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:ld'));
    expect(tab.opener).toBeNull();
    first.unmount();

    stubApi({
      [paths.libreDeuda]: () => fail(404, 'Libre deuda no disponible: el préstamo no está cancelado'),
    });
    const second = await openActions(createLoan({ Id: 2, Estado: loanStates.paidOff, Saldo: 0 }));
    await second.user.click(screen.getByRole('button', { name: 'Ver libre deuda' }));
    expect(await screen.findByText('Error al abrir')).toBeInTheDocument();
    expect(screen.getByText('Libre deuda no disponible: el préstamo no está cancelado')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('is not offered for a loan still being repaid', async () => {
    await openActions(createLoan());
    expect(screen.queryByRole('button', { name: 'Descargar libre deuda' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar legajo' })).toBeInTheDocument();
  });
});
