import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  proposalPaths,
  provisionPaths,
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
const createLine = `POST ${ratePaths.createLine}`;
const rename = `POST ${ratePaths.renameLine.replace(':lineId', '1')}`;
const proposals = `GET ${proposalPaths.list}`;
// The screen's 'Previsiones' section (provisions-section.test.tsx) reads its own call.
const provisions = `GET ${provisionPaths.rates}`;
const provisionRates = {
  tasas: [1, 5, 20, 50, 100].map((tasa, i) => ({ situacion: i + 1, tasa })),
  updatedAt: '2026-01-05T12:00:00.000Z',
  updatedBy: null,
  propuesta: null,
};
const approve = `POST ${proposalPaths.approve.replace(':id', '9')}`;
const parametros: StaffMe = { email: 'parametros@staff.demo.com.ar', roles: ['parametros'] };
const parametros2: StaffMe = { email: 'parametros2@staff.demo.com.ar', roles: ['parametros'] };

const range = { minAmount: 100_000, maxAmount: 1_000_000, step: 100_000 };
const personal: RateLine = {
  id: 1,
  nombre: 'Préstamo Personal',
  versions: [
    {
      id: null,
      vigenteDesde: null,
      estado: 'vigente',
      rows: [
        { ...range, cuotas: 6, tna: 73, tea: 104.28, cft: 135.5 },
        { ...range, cuotas: 12, tna: 79, tea: 114.92, cft: 150.86 },
      ],
    },
  ],
  pendiente: null,
  renombre: null,
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
      rows: [],
      vigenteDesde: '2026-12-01',
      tasas: '$ 100.000,00 a $ 1.000.000,00, de a $ 100.000,00: 6 cuotas 60 %, 12 cuotas 65 %',
      reason: 'Baja de tasas',
    },
    proposedBy: 'parametros@staff.demo.com.ar',
    proposedAt: '2026-11-20T13:00:00.000Z',
  },
};

const noCaps = { nuevas: [], topes: [], algunoSinTope: true };
const policia = (cftMaximo: number) => ({
  nuevas: [],
  topes: [{ organismo: 'Policía', cftMaximo }],
  algunoSinTope: true,
});

const previewOf = (body: Record<string, unknown>) => {
  const rows = body.rows as { cuotas: number; tna: number }[];
  return ok({
    rows: rows.map((r) => ({ ...r, tea: r.tna === 65 ? 88.33 : 104.28, cft: r.tna === 65 ? 113.4 : 135.5 })),
    problems: rows.some((r) => r.tna > 500) ? [rateMessages.absurd(2, 650)] : [],
    warnings: [],
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
        [provisions]: () => ok(provisionRates),
        [proposals]: () => ok({ items: [], next: null }),
        [list]: () => ok({ items: [current], ...policia(200) }),
        [preview]: previewOf,
        [propose]: () => {
          current = pending;
          return ok({ Status: 200, Mensaje: rateMessages.proposed, proposalId: 9 });
        },
      });
      const { user } = renderApp('/tasas');
      const card = within(await screen.findByRole('region', { name: 'Préstamo Personal' }));
      expect(screen.getByText(/Topes de CFT: Policía 200,00 %/)).toBeInTheDocument();
      expect(card.queryByText(/no se les ofrecen/)).not.toBeInTheDocument();
      const table = within(card.getByRole('table', { name: /Vigente/ }));
      expect(
        table.getByRole('row', {
          name: /100\.000,00 a .*1\.000\.000,00, de a .*100\.000,00 12 79,00 % 114,92 % 150,86 %/,
        }),
      ).toBeInTheDocument();

      await user.click(card.getByRole('button', { name: 'Nueva versión' }));
      const form = within(card.getByRole('form', { name: 'Nueva versión: Préstamo Personal' }));
      expect(form.getByLabelText('Monto mínimo de la fila 1')).toHaveValue('100000');
      const tna = form.getByLabelText('TNA de la fila 2');
      await user.clear(tna);
      await user.type(tna, '650');
      expect(await form.findByText(rateMessages.absurd(2, 650))).toBeInTheDocument();
      await user.clear(tna);
      await user.type(tna, '65');
      expect(await form.findByText('113,40 %')).toBeInTheDocument();
      expect(form.getByText('88,33 %')).toBeInTheDocument();
      expect(form.queryByText(/El servidor rechazaría/)).not.toBeInTheDocument();

      // A second range: 24 installments for larger amounts.
      await user.click(form.getByRole('button', { name: 'Agregar otro rango' }));
      const typeIn = async (label: string, text: string) => user.type(form.getByLabelText(label), text);
      await typeIn('Monto mínimo de la fila 3', '1.100.000');
      await typeIn('Monto máximo de la fila 3', '2000000');
      await typeIn('Paso entre montos de la fila 3', '100000');
      await typeIn('Cuotas de la fila 3', '24');
      await typeIn('TNA de la fila 3', '70');
      await user.click(form.getByRole('button', { name: 'Agregar cuotas al rango' }));
      expect(form.getByLabelText('Monto mínimo de la fila 4')).toHaveValue('1.100.000');
      await user.click(form.getByRole('button', { name: 'Quitar la fila 4' }));

      await user.type(form.getByLabelText('Motivo del cambio'), 'Baja de tasas');
      await user.click(form.getByRole('button', { name: 'Proponer la versión' }));
      expect(await screen.findByText(rateMessages.proposed)).toBeInTheDocument();
      expect(api.callsTo(propose)[0]?.body).toMatchObject({
        rows: [
          { ...range, cuotas: 6, tna: 73 },
          { ...range, cuotas: 12, tna: 65 },
          { minAmount: 1_100_000, maxAmount: 2_000_000, step: 100_000, cuotas: 24, tna: 70 },
        ],
        reason: 'Baja de tasas',
      });
      // The maker sees it pending, and that someone else must approve it.
      expect(await card.findByText(/Versión pendiente de aprobación/)).toBeInTheDocument();
      expect(card.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
      expect(
        card.getByText('$ 100.000,00 a $ 1.000.000,00, de a $ 100.000,00: 6 cuotas 60 %, 12 cuotas 65 %'),
      ).toBeInTheDocument();
    },
  );

  it("says whose members miss rows of the table in force, and shows the server's refusal of a proposal", async () => {
    stubApi({
      [me]: () => ok(parametros),
      [provisions]: () => ok(provisionRates),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [personal], ...policia(140) }),
      [preview]: previewOf,
      [propose]: () => fail(400, 'Fila 2 (12 cuotas): el CFT de 150,86 % supera el tope de 120 % de Policía'),
    });
    const { user } = renderApp('/tasas');
    const card = within(await screen.findByRole('region', { name: 'Préstamo Personal' }));
    expect(
      card.getByText(
        'A los socios de Policía (tope 140,00 %) no se les ofrecen los planes de 12 cuotas cuyo CFT lo supera.',
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
      [provisions]: () => ok(provisionRates),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [current], ...noCaps }),
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

  it('proposes a new line with its first table, and a new name for a line', async () => {
    let nuevas: unknown[] = [];
    let current = personal;
    const api = stubApi({
      [me]: () => ok(parametros),
      [provisions]: () => ok(provisionRates),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [current], ...noCaps, nuevas }),
      [preview]: previewOf,
      [createLine]: (body) => {
        nuevas = [
          {
            id: 11,
            kind: 'lines.create',
            entity: 'linea',
            entityId: 'nueva:línea escolar',
            payload: {
              nombre: body.nombre,
              rows: body.rows,
              vigenteDesde: body.vigenteDesde,
              tasas: 'tabla',
              reason: body.reason,
            },
            proposedBy: parametros.email,
            proposedAt: '2026-11-20T13:00:00.000Z',
          },
        ];
        return ok({ Status: 200, Mensaje: rateMessages.lineProposed, proposalId: 11 });
      },
      [rename]: () => {
        current = {
          ...personal,
          renombre: {
            id: 12,
            kind: 'lines.rename',
            entity: 'linea',
            entityId: '1',
            payload: { linea: 'Préstamo Personal', nombre: 'Préstamo Libre', reason: 'Más claro' },
            proposedBy: parametros.email,
            proposedAt: '2026-11-20T13:00:00.000Z',
          },
        };
        return ok({ Status: 200, Mensaje: rateMessages.renameProposed, proposalId: 12 });
      },
    });
    const { user } = renderApp('/tasas');
    await user.click(await screen.findByRole('button', { name: 'Nueva línea' }));
    const form = within(screen.getByRole('form', { name: 'Nueva línea de préstamo' }));
    await user.type(form.getByLabelText('Monto mínimo de la fila 1'), '50000');
    await user.type(form.getByLabelText('Monto máximo de la fila 1'), '300000');
    await user.type(form.getByLabelText('Paso entre montos de la fila 1'), '50000');
    await user.type(form.getByLabelText('Cuotas de la fila 1'), '12');
    await user.type(form.getByLabelText('TNA de la fila 1'), '65');
    await user.type(form.getByLabelText('Motivo del cambio'), 'Línea para útiles');
    await user.click(form.getByRole('button', { name: 'Proponer la línea' }));
    expect(await form.findByText('Escriba el nombre de la línea')).toBeInTheDocument();
    expect(api.callsTo(createLine)).toHaveLength(0);
    await user.type(form.getByLabelText('Nombre de la línea'), 'Línea Escolar');
    await user.click(form.getByRole('button', { name: 'Proponer la línea' }));
    expect(await screen.findByText(rateMessages.lineProposed)).toBeInTheDocument();
    expect(api.callsTo(createLine)[0]?.body).toMatchObject({
      nombre: 'Línea Escolar',
      rows: [{ minAmount: 50_000, maxAmount: 300_000, step: 50_000, cuotas: 12, tna: 65 }],
      reason: 'Línea para útiles',
    });
    const pendingLine = within(
      await screen.findByRole('region', { name: 'Línea nueva pendiente: Línea Escolar' }),
    );
    expect(pendingLine.getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();

    const card = within(screen.getByRole('region', { name: 'Préstamo Personal' }));
    await user.click(card.getByRole('button', { name: 'Cambiar el nombre' }));
    const renameForm = within(card.getByRole('form', { name: 'Cambiar el nombre: Préstamo Personal' }));
    const name = renameForm.getByLabelText('Nombre nuevo');
    await user.clear(name);
    await user.type(name, 'Préstamo Libre');
    await user.type(renameForm.getByLabelText('Motivo del cambio de nombre'), 'Más claro');
    await user.click(renameForm.getByRole('button', { name: 'Proponer el nombre' }));
    expect(await screen.findByText(rateMessages.renameProposed)).toBeInTheDocument();
    expect(api.callsTo(rename)[0]?.body).toEqual({ nombre: 'Préstamo Libre', reason: 'Más claro' });
    expect(await card.findByText(/Nombre nuevo pendiente de aprobación/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cambiar el nombre' })).not.toBeInTheDocument();
  }, 20_000);
});
