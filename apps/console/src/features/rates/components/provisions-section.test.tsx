import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  proposalPaths,
  provisionMessages,
  provisionPaths,
  ratePaths,
  type PendingProposalOf,
  type ProvisionRatesView,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const read = `GET ${provisionPaths.rates}`;
const propose = `POST ${provisionPaths.rates}`;
const approve = `POST ${proposalPaths.approve.replace(':id', '12')}`;
const parametros: StaffMe = { email: 'parametros@staff.demo.com.ar', roles: ['parametros'] };
const parametros2: StaffMe = { email: 'parametros2@staff.demo.com.ar', roles: ['parametros'] };
const base = {
  [`GET ${ratePaths.list}`]: () => ok({ items: [], nuevas: [], topes: [], algunoSinTope: true }),
  [`GET ${proposalPaths.list}`]: () => ok({ items: [], next: null }),
};

const tasas = (percents: number[]) => percents.map((tasa, i) => ({ situacion: i + 1, tasa }));
const inaes = tasas([1, 5, 20, 50, 100]);
const proposed = tasas([1, 7.5, 20, 50, 100]);
const proposal = (proposedBy: string): PendingProposalOf<'provisions.rates'> => ({
  id: 12,
  kind: 'provisions.rates',
  entity: 'provisiones',
  entityId: 'tasas',
  payload: { tasas: proposed, anteriores: inaes, reason: 'Criterio del consejo directivo' },
  proposedBy,
  proposedAt: '2026-12-02T13:30:00.000Z',
});
const view = (
  rates = inaes,
  propuesta: ProvisionRatesView['propuesta'] = null,
  updatedBy: string | null = null,
): ProvisionRatesView => ({ tasas: rates, updatedAt: '2026-12-03T14:00:00.000Z', updatedBy, propuesta });

const section = async () => within(await screen.findByRole('region', { name: 'Previsiones' }));

describe('Tasas: previsiones', () => {
  it(
    'shows each situation with its days and rate, checks the rates before calling the server, and proposes them',
    { timeout: 20_000 },
    async () => {
      let current = view();
      const api = stubApi({
        ...base,
        [me]: () => ok(parametros),
        [read]: () => ok(current),
        [propose]: () => {
          current = view(inaes, proposal(parametros.email));
          return ok({ Status: 200, Mensaje: provisionMessages.proposed, proposalId: 12 });
        },
      });
      const { user } = renderApp('/tasas');
      const card = await section();
      const table = within(await card.findByRole('table', { name: 'Tasas de previsión vigentes' }));
      expect(table.getByRole('row', { name: '1 Hasta 31 días de atraso 1,00 %' })).toBeInTheDocument();
      expect(table.getByRole('row', { name: '2 Hasta 90 días de atraso 5,00 %' })).toBeInTheDocument();
      expect(table.getByRole('row', { name: '3 Hasta 180 días de atraso 20,00 %' })).toBeInTheDocument();
      expect(table.getByRole('row', { name: '4 Hasta 365 días de atraso 50,00 %' })).toBeInTheDocument();
      expect(table.getByRole('row', { name: '5 Más de 365 días de atraso 100,00 %' })).toBeInTheDocument();
      expect(card.getByText('Valores iniciales del INAES: todavía nadie los cambió.')).toBeInTheDocument();
      expect(card.getByLabelText('Situación 2 (%)')).toHaveValue('5');

      const rate = (s: number) => card.getByLabelText(`Situación ${s} (%)`);
      await user.clear(rate(4));
      await user.type(rate(4), '15');
      await user.clear(rate(2));
      await user.type(rate(2), '7,555');
      await user.click(card.getByRole('button', { name: 'Proponer las tasas' }));
      expect(await card.findByText(provisionMessages.decimals)).toBeInTheDocument();
      expect(card.getByText(provisionMessages.order(4))).toBeInTheDocument();
      expect(card.getByText('Escriba el motivo del cambio')).toBeInTheDocument();
      expect(api.callsTo(propose)).toHaveLength(0);

      await user.clear(rate(4));
      await user.type(rate(4), '50');
      await user.clear(rate(2));
      await user.type(rate(2), '7,5');
      await user.type(card.getByLabelText('Motivo del cambio'), 'Criterio del consejo directivo');
      await user.click(card.getByRole('button', { name: 'Proponer las tasas' }));
      expect(await card.findByText(provisionMessages.proposed)).toBeInTheDocument();
      expect(api.callsTo(propose)[0]?.body).toEqual({
        tasas: proposed,
        reason: 'Criterio del consejo directivo',
      });
      const pending = within(await card.findByRole('group', { name: 'Cambio propuesto' }));
      expect(
        pending.getByText(
          'Propuesto por parametros@staff.demo.com.ar el 02/12/2026 10:30, espera la aprobación de otra persona de Parámetros.',
        ),
      ).toBeInTheDocument();
      expect(pending.getByText('7,5 % (antes 5 %)')).toBeInTheDocument();
      expect(pending.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
      expect(card.queryByRole('button', { name: 'Proponer las tasas' })).not.toBeInTheDocument();
    },
  );

  it('another parametros approves the pending change here, and the new rates show in force', async () => {
    let current = view(inaes, proposal(parametros.email));
    const api = stubApi({
      ...base,
      [me]: () => ok(parametros2),
      [read]: () => ok(current),
      [approve]: () => {
        current = view(proposed, null, parametros2.email);
        return ok({ id: 12, decision: 'approved' });
      },
    });
    const { user } = renderApp('/tasas');
    const card = await section();
    const pending = within(await card.findByRole('group', { name: 'Cambio propuesto' }));
    expect(pending.getByText('Criterio del consejo directivo')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/los cierres de mes ya hechos conservan las suyas/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(
      await card.findByText('Propuesta aprobada: Cambio de las tasas de previsión.'),
    ).toBeInTheDocument();
    expect(api.callsTo(approve)).toHaveLength(1);
    const table = within(card.getByRole('table', { name: 'Tasas de previsión vigentes' }));
    expect(await table.findByRole('row', { name: '2 Hasta 90 días de atraso 7,50 %' })).toBeInTheDocument();
    expect(card.getByText(/aprobadas por parametros2@staff.demo.com.ar/)).toBeInTheDocument();
    expect(card.queryByRole('group', { name: 'Cambio propuesto' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    stubApi({
      ...base,
      [me]: () => ok(parametros),
      [read]: () => ok(view()),
      [propose]: () => fail(409, provisionMessages.pending),
    });
    const { user } = renderApp('/tasas');
    const card = await section();
    const rate = await card.findByLabelText('Situación 1 (%)');
    await user.clear(rate);
    await user.type(rate, '0.5');
    await user.type(card.getByLabelText('Motivo del cambio'), 'Otra tasa');
    await user.click(card.getByRole('button', { name: 'Proponer las tasas' }));
    expect(await card.findByRole('alert')).toHaveTextContent(provisionMessages.pending);
  });
});
