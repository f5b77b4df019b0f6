import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consoleLoanPaths,
  consolePaths,
  postingPaths,
  timelinePaths,
  type LoanDetail,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { awaitingTransfer, cobranzas, deducting, inArrears, money, timeline } from '../test/fixtures';

const at = (template: string) => template.replace(':id', '42');

function openFile(loan: LoanDetail) {
  stubApi({
    [`GET ${consolePaths.me}`]: () => ok(cobranzas),
    [`GET ${at(consoleLoanPaths.detail)}`]: () => ok(loan),
    [`GET ${at(timelinePaths.loan)}`]: () => ok(timeline),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
  });
  renderApp('/prestamos/42');
}

const card = async () => within(await screen.findByRole('region', { name: 'Atraso y previsión' }));

/** The value beside a label of the card's facts. */
const fact = (region: ReturnType<typeof within>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;

describe("the loan file's arrears", () => {
  it('of a loan in arrears: days, amount owed, situation, provision and the history, said in words', async () => {
    openFile(inArrears);
    const arrears = await card();
    expect(arrears.getByText(/^En mora:/).parentElement).toHaveTextContent(
      `En mora: 45 días de atraso y ${money(86_101.65)} vencidos sin pagar.`,
    );
    expect(fact(arrears, 'Días de atraso')).toHaveTextContent('45');
    expect(fact(arrears, 'Monto adeudado')).toHaveTextContent(money(86_101.65));
    expect(fact(arrears, 'Situación')).toHaveTextContent('Situación 2: hasta 90 días de atraso');
    expect(fact(arrears, 'Previsión')).toHaveTextContent(`${money(34_946.59)} (5 % del saldo)`);
    expect(arrears.queryByText(/^Al día/)).not.toBeInTheDocument();

    const history = within(arrears.getByRole('table', { name: /Cambios de situación/ }));
    const [, row] = history.getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/12/2026', '1', '2', '32']);
  });

  it('reads each situation as the regulator bounds it', async () => {
    openFile({ ...inArrears, diasAtraso: 400, situacion: 5, tasaProvision: 100, provision: 698_931.78 });
    const arrears = await card();
    expect(fact(arrears, 'Situación')).toHaveTextContent('Situación 5: más de 365 días de atraso');
    expect(fact(arrears, 'Previsión')).toHaveTextContent(`${money(698_931.78)} (100 % del saldo)`);
  });

  it("of a loan up to date says 'Al día' plainly, with its situation 1 and no history", async () => {
    openFile({ ...deducting, provision: 7_000, tasaProvision: 1 });
    const arrears = await card();
    expect(arrears.getByText(/^Al día:/).parentElement).toHaveTextContent(
      'Al día: no tiene cuotas vencidas sin pagar.',
    );
    expect(arrears.queryByText(/^En mora/)).not.toBeInTheDocument();
    expect(fact(arrears, 'Días de atraso')).toHaveTextContent('0');
    expect(fact(arrears, 'Monto adeudado')).toHaveTextContent(money(0));
    expect(fact(arrears, 'Situación')).toHaveTextContent('Situación 1: hasta 31 días de atraso');
    expect(fact(arrears, 'Previsión')).toHaveTextContent(`${money(7_000)} (1 % del saldo)`);
    expect(arrears.getByText('La situación no cambió desde el otorgamiento.')).toBeInTheDocument();
  });

  it('is not shown before the loan is in repayment', async () => {
    openFile(awaitingTransfer);
    expect(await screen.findByRole('region', { name: 'Condiciones' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Atraso y previsión' })).not.toBeInTheDocument();
  });
});
