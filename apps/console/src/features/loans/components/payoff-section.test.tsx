import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  businessDatePaths,
  consoleLoanMessages,
  consoleLoanPaths,
  consolePaths,
  postingPaths,
  type Payoff,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { cobranzas, inArrears, money, schedule } from '../test/fixtures';

const at = (template: string) => template.replace(':id', '42');
const payoffOn = (fecha: string) => `GET ${at(consoleLoanPaths.payoff)}?fecha=${fecha}`;
const figures = (fecha: string, importe: number): Payoff => ({
  fecha,
  importe,
  capital: 600_000,
  interes: 9_876.54,
  iva: 2_074.07,
  adeudado: importe - 611_950.61,
});

function openCuotas(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(cobranzas),
    [`GET ${at(consoleLoanPaths.detail)}`]: () => ok(inArrears),
    [`GET ${at(consoleLoanPaths.schedule)}`]: () => ok(schedule),
    [`GET ${at(postingPaths.ofLoan)}`]: () => ok({ items: [] }),
    [`GET ${at(consoleLoanPaths.payments)}`]: () => ok({ items: [] }),
    [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-15', movible: true }),
    [payoffOn('2026-12-15')]: () => ok(figures('2026-12-15', 700_000)),
    ...handlers,
  });
  return { api, ...renderApp('/prestamos/42?pestana=cuotas') };
}

const section = async () => within(await screen.findByRole('region', { name: 'Cancelación anticipada' }));
const fact = (region: ReturnType<typeof within>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;

describe("'Cancelación anticipada'", () => {
  it('shows what pays the loan off on the business date, and on another day when asked', async () => {
    const { api, user } = openCuotas({
      [payoffOn('2026-12-28')]: () => ok(figures('2026-12-28', 702_345.67)),
    });
    const payoff = await section();
    expect(await payoff.findByLabelText('Fecha de la cancelación')).toHaveValue('2026-12-15');
    expect(await payoff.findByText('15/12/2026')).toBeInTheDocument();
    expect(fact(payoff, 'Adeudado')).toHaveTextContent(money(88_049.39));
    expect(fact(payoff, 'Capital')).toHaveTextContent(money(600_000));
    expect(fact(payoff, 'Interés')).toHaveTextContent(money(9_876.54));
    expect(fact(payoff, 'IVA')).toHaveTextContent(money(2_074.07));
    expect(fact(payoff, 'Total para cancelar')).toHaveTextContent(money(700_000));

    await user.clear(payoff.getByLabelText('Fecha de la cancelación'));
    await user.type(payoff.getByLabelText('Fecha de la cancelación'), '2026-12-28');
    await user.click(payoff.getByRole('button', { name: 'Calcular' }));
    expect(await payoff.findByText('28/12/2026')).toBeInTheDocument();
    expect(fact(payoff, 'Total para cancelar')).toHaveTextContent(money(702_345.67));
    expect(api.callsTo(payoffOn('2026-12-15'))).toHaveLength(1);
    expect(api.callsTo(payoffOn('2026-12-28'))).toHaveLength(1);
  });

  it("shows the server's refusal of a day before the business date, in its words, and no figures", async () => {
    const { user } = openCuotas({
      [payoffOn('2026-12-01')]: () => fail(400, consoleLoanMessages.payoffInPast),
    });
    const payoff = await section();
    await payoff.findByText('15/12/2026');
    await user.clear(payoff.getByLabelText('Fecha de la cancelación'));
    await user.type(payoff.getByLabelText('Fecha de la cancelación'), '2026-12-01');
    await user.click(payoff.getByRole('button', { name: 'Calcular' }));
    expect(await payoff.findByRole('alert')).toHaveTextContent(consoleLoanMessages.payoffInPast);
    expect(payoff.queryByText('Total para cancelar')).not.toBeInTheDocument();
  });

  it("shows the server's answer when the loan is no longer in repayment", async () => {
    openCuotas({ [payoffOn('2026-12-15')]: () => fail(409, consoleLoanMessages.notRepaying) });
    const payoff = await section();
    expect(await payoff.findByRole('alert')).toHaveTextContent(consoleLoanMessages.notRepaying);
  });

  it('asks for a date before asking the server', async () => {
    const { api, user } = openCuotas();
    const payoff = await section();
    await payoff.findByText('15/12/2026');
    await user.clear(payoff.getByLabelText('Fecha de la cancelación'));
    await user.click(payoff.getByRole('button', { name: 'Calcular' }));
    expect(await payoff.findByText('Elija la fecha de la cancelación')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('/payoff'))).toHaveLength(1);
  });
});
