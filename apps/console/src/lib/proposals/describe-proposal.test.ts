import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import {
  describePayload,
  isOwnProposal,
  mayDecide,
  proposalKindLabel,
  proposalTarget,
} from './describe-proposal';

describe("a proposal's payload in words", () => {
  it('writes a transfer as money, a date and the reference, in reading order', () => {
    expect(describePayload({ reference: 'TRF-0001', amount: 591_712.57, date: '2026-03-14' })).toEqual([
      { label: 'Importe', value: formatMoney(591_712.57), short: true },
      { label: 'Fecha', value: '14/03/2026', short: true },
      { label: 'Referencia bancaria', value: 'TRF-0001' },
    ]);
  });

  it('names roles, and shows plain fields it does not know while leaving out nested objects', () => {
    expect(
      describePayload({
        email: 'soporte@staff.demo.com.ar',
        roles: ['soporte', 'auditor'],
        rolesAnteriores: ['soporte'],
        reason: 'Pasa a control interno',
        urgente: true,
        detalle: { a: 1 },
        resultFileId: 3,
      }),
    ).toEqual([
      { label: 'Cuenta', value: 'soporte@staff.demo.com.ar' },
      { label: 'Roles actuales', value: 'Soporte' },
      { label: 'Roles propuestos', value: 'Soporte, Auditor' },
      { label: 'Motivo', value: 'Pasa a control interno' },
      { label: 'urgente', value: 'Sí' },
    ]);
  });

  it('writes a payroll period as month and year', () => {
    expect(describePayload({ organismoId: 2, period: '202612', aplicado: 1500.5 })).toEqual([
      { label: 'Organismo', value: 'N° 2', short: true },
      { label: 'Período', value: '12/2026', short: true },
      { label: 'Importe aplicado', value: formatMoney(1500.5), short: true },
    ]);
  });
});

describe('what a proposal affects and who may decide it', () => {
  it('links loans by number and names staff accounts', () => {
    expect(proposalTarget({ entity: 'loan', entityId: '42', payload: {} })).toEqual({ loanId: 42 });
    expect(
      proposalTarget({ entity: 'staff', entityId: '5', payload: { email: 'soporte@staff.demo.com.ar' } }),
    ).toEqual({ label: 'Cuenta de personal soporte@staff.demo.com.ar' });
    expect(proposalTarget({ entity: 'periodo', entityId: '2-202612', payload: {} })).toEqual({
      label: 'Organismo N° 2, período 12/2026',
    });
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
});
