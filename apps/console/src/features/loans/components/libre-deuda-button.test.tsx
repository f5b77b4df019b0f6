import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  consoleLoanMessages,
  consoleLoanPaths,
  consolePaths,
  loanStates,
  postingPaths,
  timelinePaths,
  type LoanDetail,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { auditor, deducting, timeline } from '../test/fixtures';

const at = (template: string) => template.replace(':id', '42');
const download = `GET ${at(consoleLoanPaths.libreDeuda)}`;
// The first test of the file loads the loan file's chunks cold: slower than Testing Library's 5 s on two cores.
const coldStart = { timeout: 15_000 };
const paidOff: LoanDetail = { ...deducting, estado: loanStates.paidOff, saldo: 0 };

function openFile(loan: LoanDetail, pdf: () => ReturnType<typeof ok>) {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:x',
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(auditor),
    [`GET ${at(consoleLoanPaths.detail)}`]: () => ok(loan),
    [`GET ${at(timelinePaths.loan)}`]: () => ok(timeline),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
    [download]: pdf,
  });
  return { api, clicked, ...renderApp('/prestamos/42') };
}

describe("the file of a loan that ended 'Cancelado'", () => {
  it("offers 'Descargar libre deuda', which downloads the server's PDF as libre-deuda-42.pdf", async () => {
    const { api, clicked, user } = openFile(paidOff, () => ({
      text: '%PDF-1.7',
      contentType: 'application/pdf',
    }));
    await user.click(await screen.findByRole('button', { name: 'Descargar libre deuda' }, coldStart));
    await vi.waitFor(() => expect(clicked).toEqual(['libre-deuda-42.pdf']));
    expect(api.callsTo(download)).toHaveLength(1);
  });

  it('says why when the server refuses it', async () => {
    const { user } = openFile(paidOff, () => fail(409, consoleLoanMessages.libreDeudaUnavailable));
    await user.click(await screen.findByRole('button', { name: 'Descargar libre deuda' }));
    expect(
      await screen.findByText(
        `No se pudo descargar el libre deuda: ${consoleLoanMessages.libreDeudaUnavailable}`,
      ),
    ).toBeInTheDocument();
  });

  it('is not offered while the loan is being repaid', async () => {
    openFile(deducting, () => fail(409, 'no'));
    expect(await screen.findByRole('region', { name: 'Condiciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar libre deuda' })).not.toBeInTheDocument();
  });
});
