import { describe, expect, it } from 'vitest';
import { proposalApprovePermissions, proposalMessages, proposalPayloadSchemas } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { defineProposalKind } from '../../../src/modules/proposals/index';

const logLines: string[] = [];
const { app, db, consoleAs } = await createTestApp({ staffTotp: false, logLines });

// The maker of the stored proposals (they never sign in: the rows are written straight to the table).
await consoleAs('parametros@s.test', ['parametros']);
const checker = await consoleAs('parametros2@s.test', ['parametros']);

/** A proposal written straight to the table, as a hand edit or an earlier version might have. */
async function storedProposal(payload: object) {
  const [line] = await db.query<{ id: number }>(
    `INSERT INTO loan_lines (nombre) VALUES ('Línea ' || (random() * 1e9)::int) RETURNING id`,
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO proposals (kind, entity, entity_id, payload, proposed_by)
     VALUES ('lines.rename', 'linea', $1, $2, (SELECT id FROM staff WHERE email = 'parametros@s.test'))
     RETURNING id`,
    [String(line!.id), JSON.stringify(payload)],
  );
  return { proposalId: row!.id, lineId: line!.id };
}

const errorLines = (msg: string) =>
  logLines
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .filter((l) => l.level >= 50 && l.msg === msg);

describe('a stored payload that does not match its kind', () => {
  it('is refused on approval with a Spanish message, nothing applied, and logged', async () => {
    const { proposalId, lineId } = await storedProposal({ linea: 'Vieja', nombre: 42, reason: 'Prueba' });
    const res = await checker.post(`/api/console/proposals/${proposalId}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Status: 409, Mensaje: proposalMessages.invalidPayload });
    const [after] = await db.query<{ decision: string | null }>(
      'SELECT decision FROM proposals WHERE id = $1',
      [proposalId],
    );
    expect(after!.decision).toBeNull();
    const [line] = await db.query<{ nombre: string }>('SELECT nombre FROM loan_lines WHERE id = $1', [
      lineId,
    ]);
    expect(line!.nombre).not.toBe(42);
    expect(errorLines('stored proposal does not match its kind: not applied')).toHaveLength(1);
    // It can still be rejected: rejecting applies nothing.
    const rejected = await checker.post(`/api/console/proposals/${proposalId}/reject`, {
      reason: 'Datos inválidos',
    });
    expect(rejected.json()).toEqual({ id: proposalId, decision: 'rejected' });
  });

  it('is left out of the inbox (logged) while the others are listed', async () => {
    const bad = await storedProposal({ linea: 'Vieja' });
    const good = await storedProposal({ linea: 'Vieja', nombre: 'Nueva', reason: 'Prueba' });
    const res = await checker.get('/api/console/proposals');
    expect(res.statusCode).toBe(200);
    const ids = res
      .json<{ items: { id: number; kind: string; payload: unknown }[] }>()
      .items.map((p) => p.id);
    expect(ids).toContain(good.proposalId);
    expect(ids).not.toContain(bad.proposalId);
    expect(errorLines('stored proposal unreadable').length).toBeGreaterThan(0);
  });
});

describe('the types of a kind', () => {
  it('refuse a payload that is not the kind’s, and a permission that is not the contract’s', () => {
    // Compiled, never run: `npx tsc -p apps/server` fails if these stop being type errors.
    const typeOnly = () => {
      void app.proposals.propose(
        db,
        {
          kind: 'loan.transfer',
          entity: 'loan',
          entityId: 1,
          // @ts-expect-error: a transfer's amount is a number
          payload: { date: '2026-03-14', amount: '1000', reference: 'TRF-1' },
        },
        { staffId: 1, address: null },
      );
      defineProposalKind({
        kind: 'lines.rename',
        payload: proposalPayloadSchemas['lines.rename'],
        // @ts-expect-error: lines.rename is approved with parameters.manage
        approvePermission: proposalApprovePermissions['payroll.results'],
        apply: async () => ({ after: null }),
      });
    };
    expect(typeof typeOnly).toBe('function');
    // And at run time, a schema of another kind forced in by a cast is a wiring mistake.
    expect(() =>
      defineProposalKind({
        kind: 'lines.rename',
        payload: proposalPayloadSchemas['lines.create'] as never,
        approvePermission: proposalApprovePermissions['lines.rename'],
        apply: async () => ({ after: null }),
      }),
    ).toThrow('proposal kind lines.rename: payload and approvePermission must be the contract');
  });
});
