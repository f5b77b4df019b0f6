import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  proposalPaths,
  rateMessages,
  ratePaths,
  type RateLine,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const list = `GET ${ratePaths.list}`;
const preview = `POST ${ratePaths.preview}`;
const propose = `POST ${ratePaths.propose.replace(':lineId', '1')}`;
const proposals = `GET ${proposalPaths.list}`;
const approve = `POST ${proposalPaths.approve.replace(':id', '9')}`;
const parametros: StaffMe = { email: 'parametros@staff.demo.com.ar', roles: ['parametros'] };
const parametros2: StaffMe = { email: 'parametros2@staff.demo.com.ar', roles: ['parametros'] };

const personal: RateLine = {
  id: 1,
  nombre: 'Préstamo Personal',
  versions: [
    {
      id: null,
      vigenteDesde: null,
      estado: 'vigente',
      minAmount: 100_000,
      maxAmount: 1_000_000,
      step: 100_000,
      rows: [
        { cuotas: 6, tna: 73, tea: 104.28, cft: 135.5 },
        { cuotas: 12, tna: 79, tea: 114.92, cft: 150.86 },
      ],
    },
  ],
  pendiente: null,
};
const pending: RateLine = {
  ...personal,
  pendiente: {
    id: 9,
    kind: 'rates.version',
    entity: 'linea',
    entityId: '1',
    payload: {
      linea: 'Préstamo Personal',
      vigenteDesde: '2026-12-01',
      montos: '$ 100.000,00 a $ 1.000.000,00, de a $ 100.000,00',
      tasas: '6 cuotas: 60 %; 12 cuotas: 65 %',
      reason: 'Baja de tasas',
    },
    proposedBy: 'parametros@staff.demo.com.ar',
    proposedAt: '2026-11-20T13:00:00.000Z',
  },
};

const previewOf = (body: Record<string, unknown>) => {
  const rows = body.rows as { cuotas: number; tna: number }[];
  return ok({
    rows: rows.map((r) => ({ ...r, tea: r.tna === 65 ? 88.33 : 104.28, cft: r.tna === 65 ? 113.4 : 135.5 })),
    problems: rows.some((r) => r.tna > 500) ? [rateMessages.absurd(2, 650)] : [],
  });
};

describe('Tasas', () => {
  it(
    'lists the lines with TNA, TEA and CFT per row and proposes a new version with the server preview',
    { timeout: 20_000 },
    async () => {
      let current = personal;
      const api = stubApi({
        [me]: () => ok(parametros),
        [proposals]: () => ok({ items: [], next: null }),
        [list]: () => ok({ items: [current], cftTope: { organismo: 'Policía', cftMaximo: 200 } }),
        [preview]: previewOf,
        [propose]: () => {
          current = pending;
          return ok({ Status: 200, Mensaje: rateMessages.proposed, id: 9 });
        },
      });
      const { user } = renderApp('/tasas');
      const card = within(await screen.findByRole('region', { name: 'Préstamo Personal' }));
      expect(screen.getByText(/Tope de CFT: 200,00 % \(Policía\)/)).toBeInTheDocument();
      expect(card.queryByText(/La versión vigente supera el tope/)).not.toBeInTheDocument();
      const table = within(card.getByRole('table', { name: /Vigente/ }));
      expect(table.getByRole('row', { name: /12 79,00 % 114,92 % 150,86 %/ })).toBeInTheDocument();

      await user.click(card.getByRole('button', { name: 'Nueva versión' }));
      const form = within(card.getByRole('form', { name: 'Nueva versión: Préstamo Personal' }));
      expect(form.getByLabelText('Monto mínimo ($)')).toHaveValue('100000');
      const tna = form.getByLabelText('TNA de la fila 2');
      await user.clear(tna);
      await user.type(tna, '650');
      expect(await form.findByText(rateMessages.absurd(2, 650))).toBeInTheDocument();
      await user.clear(tna);
      await user.type(tna, '65');
      expect(await form.findByText('113,40 %')).toBeInTheDocument();
      expect(form.getByText('88,33 %')).toBeInTheDocument();
      expect(form.queryByText(/El servidor rechazaría/)).not.toBeInTheDocument();

      await user.type(form.getByLabelText('Motivo del cambio'), 'Baja de tasas');
      await user.click(form.getByRole('button', { name: 'Proponer la versión' }));
      expect(await screen.findByText(rateMessages.proposed)).toBeInTheDocument();
      expect(api.callsTo(propose)[0]?.body).toMatchObject({
        minAmount: 100_000,
        maxAmount: 1_000_000,
        step: 100_000,
        rows: [
          { cuotas: 6, tna: 73 },
          { cuotas: 12, tna: 65 },
        ],
        reason: 'Baja de tasas',
      });
      // The maker sees it pending, and that someone else must approve it.
      expect(await card.findByText(/Versión pendiente de aprobación/)).toBeInTheDocument();
      expect(card.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
      expect(card.getByText('6 cuotas: 60 %; 12 cuotas: 65 %')).toBeInTheDocument();
    },
  );

  it("warns when the table in force is above a cap set later, and shows the server's refusal of a proposal", async () => {
    stubApi({
      [me]: () => ok(parametros),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [personal], cftTope: { organismo: 'Policía', cftMaximo: 140 } }),
      [preview]: previewOf,
      [propose]: () => fail(400, 'Fila 2 (12 cuotas): el CFT de 150,86 % supera el tope de 120 % de Policía'),
    });
    const { user } = renderApp('/tasas');
    const card = within(await screen.findByRole('region', { name: 'Préstamo Personal' }));
    expect(
      card.getByText(
        'La versión vigente supera el tope de CFT de 140,00 % (Policía) en la fila de 12 cuotas: proponga una versión nueva que lo respete.',
      ),
    ).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Nueva versión' }));
    await user.type(card.getByLabelText('Motivo del cambio'), 'Suba');
    await user.click(card.getByRole('button', { name: 'Proponer la versión' }));
    expect(await card.findByText(/Fila 2 \(12 cuotas\): el CFT de 150,86 %/)).toBeInTheDocument();
  });

  it('a second parametros approves the pending version', async () => {
    let current = pending;
    const api = stubApi({
      [me]: () => ok(parametros2),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [current], cftTope: null }),
      [approve]: () => {
        current = personal;
        return ok({ id: 9, decision: 'approved' });
      },
    });
    const { user } = renderApp('/tasas');
    const card = within(await screen.findByRole('region', { name: 'Préstamo Personal' }));
    expect(card.queryByRole('button', { name: 'Nueva versión' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/rige desde su fecha para los planes nuevos/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirmar la aprobación' }));
    expect(await screen.findByText('Propuesta aprobada: Nueva versión de tasas.')).toBeInTheDocument();
    expect(api.callsTo(approve)).toHaveLength(1);
  });
});
