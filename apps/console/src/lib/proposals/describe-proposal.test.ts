import { describe, expect, it } from 'vitest';
import { permissionsOf, type PendingProposal, type PendingProposalOf } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import {
  describeProposal,
  isOwnProposal,
  mayDecide,
  proposalKindLabel,
  proposalTarget,
} from './describe-proposal';

const proposal = <P extends PendingProposal>(p: Pick<P, 'kind' | 'entity' | 'entityId' | 'payload'>) =>
  ({ id: 1, proposedBy: 'tesoreria@staff.demo.com.ar', proposedAt: '2026-03-14T15:05:00.000Z', ...p }) as P;

describe("a proposal's payload in words", () => {
  it('writes a transfer as money, a date and the reference, in reading order', () => {
    const transfer = proposal<PendingProposalOf<'loan.transfer'>>({
      kind: 'loan.transfer',
      entity: 'loan',
      entityId: '42',
      payload: { reference: 'TRF-0001', amount: 591_712.57, date: '2026-03-14' },
    });
    expect(describeProposal(transfer)).toEqual([
      { label: 'Importe', value: formatMoney(591_712.57), short: true },
      { label: 'Fecha', value: '14/03/2026', short: true },
      { label: 'Referencia bancaria', value: 'TRF-0001' },
    ]);
  });

  it('names roles', () => {
    const roles = proposal<PendingProposalOf<'staff.roles'>>({
      kind: 'staff.roles',
      entity: 'staff',
      entityId: '5',
      payload: {
        email: 'soporte@staff.demo.com.ar',
        roles: ['soporte', 'auditor'],
        rolesAnteriores: ['soporte'],
        reason: 'Pasa a control interno',
      },
    });
    expect(describeProposal(roles)).toEqual([
      { label: 'Cuenta', value: 'soporte@staff.demo.com.ar' },
      { label: 'Roles actuales', value: 'Soporte' },
      { label: 'Roles propuestos', value: 'Soporte, Auditor' },
      { label: 'Motivo', value: 'Pasa a control interno' },
    ]);
  });

  it('writes a payroll period as month and year, and leaves out the file it refers to', () => {
    const results = proposal<PendingProposalOf<'payroll.results'>>({
      kind: 'payroll.results',
      entity: 'periodo',
      entityId: '2-202612',
      payload: {
        organismoId: 2,
        period: '202612',
        resultFileId: 3,
        lineas: 4,
        yaImputadas: 0,
        aplicado: 1500.5,
      },
    });
    expect(describeProposal(results)).toEqual([
      { label: 'Organismo', value: 'N° 2', short: true },
      { label: 'Período', value: '12/2026', short: true },
      { label: 'Líneas a imputar', value: '4' },
      { label: 'Líneas ya imputadas', value: '0' },
      { label: 'Importe aplicado', value: formatMoney(1500.5), short: true },
    ]);
  });

  it('writes a rate version without its rows, and one from before tiers with its amounts in words', () => {
    const version = proposal<PendingProposalOf<'rates.version'>>({
      kind: 'rates.version',
      entity: 'linea',
      entityId: '1',
      payload: {
        linea: 'Préstamo Personal',
        rows: [{ minAmount: 100_000, maxAmount: 200_000, step: 100_000, cuotas: 6, tna: 60 }],
        vigenteDesde: '2026-12-01',
        montos: '$ 100.000,00 a $ 200.000,00',
        tasas: '6 cuotas 60 %',
        reason: 'Baja',
      },
    });
    expect(describeProposal(version)).toEqual([
      { label: 'Línea', value: 'Préstamo Personal' },
      { label: 'Vigente desde', value: '01/12/2026', short: true },
      { label: 'Montos', value: '$ 100.000,00 a $ 200.000,00' },
      { label: 'TNA por montos y cuotas', value: '6 cuotas 60 %' },
      { label: 'Motivo', value: 'Baja' },
    ]);
  });

  it('writes a bank account with its CUIT and CBU readable, and the account it replaces', () => {
    const bank = proposal<PendingProposalOf<'settings.bank'>>({
      kind: 'settings.bank',
      entity: 'settings',
      entityId: '1',
      payload: {
        titular: 'Asociación Mutual de Ejemplo',
        cuit: '30709123455',
        cbu: '2850590940090418135201',
        alias: 'mutual.cobros',
        anterior: {
          titular: 'Asociación Mutual de Ejemplo',
          cuit: '30709123455',
          cbu: '0170099220000067797370',
          alias: 'mutual.ejemplo',
        },
        reason: 'Cuenta nueva',
      },
    });
    expect(describeProposal(bank)).toEqual([
      { label: 'Titular', value: 'Asociación Mutual de Ejemplo' },
      { label: 'CUIT', value: '30-70912345-5', short: true },
      { label: 'CBU', value: '28505909 40090418135201', short: true },
      { label: 'Alias', value: 'mutual.cobros', short: true },
      {
        label: 'Cuenta actual',
        value: 'Asociación Mutual de Ejemplo, CBU 01700992 20000067797370, alias mutual.ejemplo',
      },
      { label: 'Motivo', value: 'Cuenta nueva' },
    ]);
    expect(proposalTarget(bank)).toEqual({ label: 'Cuenta bancaria de la asociación' });
    expect(mayDecide('settings.bank', permissionsOf(['administrador']))).toBe(true);
    expect(mayDecide('settings.bank', permissionsOf(['tesoreria']))).toBe(false);
  });
});

describe('what a proposal affects and who may decide it', () => {
  it('links loans by number and names staff accounts', () => {
    const transfer = proposal<PendingProposalOf<'loan.transfer'>>({
      kind: 'loan.transfer',
      entity: 'loan',
      entityId: '42',
      payload: { reference: 'TRF-0001', amount: 1, date: '2026-03-14' },
    });
    expect(proposalTarget(transfer)).toEqual({ loanId: 42 });
    const create = proposal<PendingProposalOf<'staff.create'>>({
      kind: 'staff.create',
      entity: 'staff',
      entityId: '5',
      payload: { email: 'soporte@staff.demo.com.ar', roles: ['soporte'], reason: 'Alta' },
    });
    expect(proposalTarget(create)).toEqual({ label: 'Cuenta de personal soporte@staff.demo.com.ar' });
    const results = proposal<PendingProposalOf<'payroll.results'>>({
      kind: 'payroll.results',
      entity: 'periodo',
      entityId: '2-202612',
      payload: { organismoId: 2, period: '202612', resultFileId: 3, lineas: 4, yaImputadas: 0, aplicado: 1 },
    });
    expect(proposalTarget(results)).toEqual({ label: 'Organismo N° 2, período 12/2026' });
    const rename = proposal<PendingProposalOf<'lines.rename'>>({
      kind: 'lines.rename',
      entity: 'linea',
      entityId: '3',
      payload: { linea: 'Personal', nombre: 'Libre', reason: 'Más claro' },
    });
    expect(proposalTarget(rename)).toEqual({ label: 'Línea Personal' });
  });

  it("asks for the kind's permission besides proposals.decide", () => {
    const tesoreria = permissionsOf(['tesoreria']);
    const administrador = permissionsOf(['administrador']);
    expect(mayDecide('loan.transfer', tesoreria)).toBe(true);
    expect(mayDecide('loan.transfer', administrador)).toBe(false);
    expect(mayDecide('staff.roles', administrador)).toBe(true);
    expect(mayDecide('loan.transfer', permissionsOf(['auditor']))).toBe(false);
    // Payroll kinds: a parametros checker may decide proposals, but not these.
    const parametros = permissionsOf(['parametros']);
    expect(mayDecide('payroll.results', tesoreria)).toBe(true);
    expect(mayDecide('payroll.results', parametros)).toBe(false);
    expect(mayDecide('payroll.reversal', tesoreria)).toBe(true);
    expect(mayDecide('payroll.capacities', tesoreria)).toBe(true);
    expect(mayDecide('payroll.capacities', parametros)).toBe(false);
    expect(mayDecide('payroll.reversal', administrador)).toBe(false);
  });

  it('knows the maker whatever the case of the e-mail, and names unknown kinds by their code', () => {
    expect(isOwnProposal('Tesoreria@Staff.demo.com.ar', 'tesoreria@staff.demo.com.ar')).toBe(true);
    expect(isOwnProposal('tesoreria2@staff.demo.com.ar', 'tesoreria@staff.demo.com.ar')).toBe(false);
    expect(proposalKindLabel('loan.transfer-reversal')).toBe('Reversión de transferencia');
    expect(proposalKindLabel('payroll.results')).toBe('Imputación de resultados');
    expect(proposalKindLabel('payroll.capacities')).toBe('Importación de capacidades');
    expect(proposalKindLabel('otra.cosa')).toBe('Propuesta (otra.cosa)');
  });

  it('tells a payment reversal: the loan, the receipt, the amount and the reason; tesorería decides it', () => {
    const reversal: PendingProposal = {
      id: 41,
      kind: 'loan.payment-reversal',
      entity: 'payment',
      entityId: '12',
      payload: { reason: 'Transferencia rechazada', prestamo: 7, recibo: 12, importe: 15000.5 },
      proposedBy: 'tesoreria@staff.demo.com.ar',
      proposedAt: '2027-01-10T12:00:00Z',
    };
    expect(describeProposal(reversal)).toEqual([
      { label: 'Préstamo', value: 'N° 7', short: true },
      { label: 'Recibo', value: 'N° 12', short: true },
      { label: 'Importe', value: formatMoney(15000.5), short: true },
      { label: 'Motivo', value: 'Transferencia rechazada' },
    ]);
    expect(proposalTarget(reversal)).toEqual({ loanId: 7 });
    expect(proposalKindLabel('loan.payment-reversal')).toBe('Reversión de un pago');
    expect(mayDecide('loan.payment-reversal', new Set(permissionsOf(['tesoreria'])))).toBe(true);
    expect(mayDecide('loan.payment-reversal', new Set(permissionsOf(['cobranzas'])))).toBe(false);
  });
});
