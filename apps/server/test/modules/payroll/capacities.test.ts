import { describe, expect, it } from 'vitest';
import { paths, payrollMessages, proposalMessages, type CapacitiesVerdict } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';
import { createMember, createOrganismo, createSignedInMember } from '../../support/factories';
import { createRateLine } from '../../support/loan-request-factories';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });
const lineId = await createRateLine(db);
const organismoId = await createOrganismo(db, { id: 2 });
const tesoreria = await consoleAs('tesoreria@c.test', ['tesoreria']);
const soporte = await consoleAs('soporte@c.test', ['soporte']);
const tesoreria2 = await consoleAs('tesoreria2@c.test', ['tesoreria']);

const url = (id = organismoId, dryRun = false) =>
  `/api/console/organismos/${id}/capacities${dryRun ? '?dryRun=true' : ''}`;
const upload = (
  body: string,
  opts: { id?: number; dryRun?: boolean; as?: ConsoleClient; type?: string } = {},
) =>
  (opts.as ?? tesoreria).inject({
    method: 'POST',
    url: url(opts.id, opts.dryRun),
    headers: { 'content-type': opts.type ?? 'text/csv' },
    payload: body,
  });

const decide = (id: number, as: ConsoleClient, decision: 'approve' | 'reject' = 'approve') =>
  as.post(
    `/api/console/proposals/${id}/${decision}`,
    decision === 'reject' ? { reason: 'No corresponde este mes' } : undefined,
  );

const ana = await createSignedInMember(db, { dni: '30111222', organismoId });
const luis = await createMember(db, { dni: '28999888', organismoId });

const file = (period: string, lines: string[]) =>
  [`H;${organismoId};${period};${lines.length}`, ...lines, `T;${lines.length}`].join('\n') + '\n';
// Ana: MARGEN given. Luis: MARGEN empty, 30% of net pay. 33444555 has not registered yet.
const november = file('202611', [
  'D;30111222;27301112225;A-1;90000000;15000000',
  'D;28999888;20289998889;77;50000000;',
  'D;33444555;20334445551;99;80000000;',
]);

const capacityOf = async (memberId: number) =>
  (
    await db.query<{ capacidad: string; period: string | null; import_id: number | null }>(
      'SELECT capacidad, period, import_id FROM member_capacities WHERE member_id = $1',
      [memberId],
    )
  )[0] ?? null;

describe('capacities import', () => {
  it('a dry run names what is wrong by line and field and changes nothing', async () => {
    const bad = file('202611', ['D;30111222;27301112220;A-1;90000000;150000.00', 'D;1;20289998889;77;5;']);
    const res = await upload(bad, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const verdict = res.json<CapacitiesVerdict>();
    expect(verdict).toMatchObject({ dryRun: true, imported: false, lines: 2, problemCount: 3 });
    expect(verdict.problems).toEqual([
      { line: 2, field: 'CUIL', message: 'El dígito verificador del CUIL no es válido' },
      { line: 2, field: 'MARGEN', message: expect.stringContaining('sin decimales') },
      { line: 3, field: 'DNI', message: 'El DNI tiene 7 u 8 dígitos, sin puntos' },
    ]);
    expect(await capacityOf(ana.id)).toBeNull();
  });

  it('a commit of a file with problems imports nothing and says why', async () => {
    const res = await upload(file('202611', ['D;30111222;27301112225;A-1;-5;']));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: 400, Mensaje: payrollMessages.hasProblems, imported: false });
    expect(await db.query('SELECT 1 FROM capacity_imports')).toEqual([]);
  });

  it('a dry run of a right file counts the members it will reach; the commit gives them their capacity', async () => {
    const dry = (await upload(november, { dryRun: true })).json<CapacitiesVerdict>();
    expect(dry).toMatchObject({ lines: 3, matched: 2, problemCount: 0, period: '202611' });
    expect(dry.unmatched).toEqual([{ line: 4, dni: '33444555' }]);

    const res = await upload(november);
    expect(res.statusCode).toBe(200);
    const { proposalId } = res.json<{ proposalId: number }>();
    expect(res.json()).toEqual({ Status: 200, Mensaje: payrollMessages.capacitiesProposed, proposalId });
    // Nothing changes until a second tesorería approves.
    expect(await capacityOf(ana.id)).toBeNull();
    expect(await db.query(`SELECT 1 FROM audit_log WHERE action = 'capacities.import'`)).toEqual([]);
    expect((await decide(proposalId, tesoreria2)).statusCode).toBe(200);
    const [done] = await db.query<{ id: number }>('SELECT id FROM capacity_imports');
    expect(await capacityOf(ana.id)).toEqual({
      capacidad: '150000.00',
      period: '202611',
      import_id: done!.id,
    });
    expect(await capacityOf(luis.id)).toMatchObject({ capacidad: '150000.00' });

    const plans = await post(paths.plans, { uat: ana.uat, LineaId: lineId, Precancelaciones: [] });
    expect(plans.json()).toMatchObject({ CuotaDisponible: 150_000 });

    const [audit] = await db.query<{ action: string; staff_id: number; after: { lines: number } }>(
      `SELECT action, staff_id, after FROM audit_log WHERE action = 'capacities.import'`,
    );
    expect(audit).toMatchObject({ after: { lines: 3, period: '202611', propuesta: proposalId } });
    const [checker] = await db.query<{ id: number }>(
      `SELECT id FROM staff WHERE email = 'tesoreria2@c.test'`,
    );
    expect(audit!.staff_id).toBe(checker!.id);
  });

  it('the same file twice is refused; someone registering later takes their reported capacity', async () => {
    const again = await upload(november);
    expect(again.statusCode).toBe(400);
    expect(again.json().problems[0]).toEqual({
      line: 0,
      field: null,
      message: payrollMessages.alreadyImported,
    });

    const eva = await createMember(db, { dni: '33444555', organismoId });
    expect(await capacityOf(eva.id)).toMatchObject({ capacidad: '240000.00', period: '202611' });
  });

  it("a capacity older than the organismo's validity leaves the member 'Sin disponible'", async () => {
    await db.query(
      `UPDATE member_capacities SET updated_at = now() - interval '61 days' WHERE member_id = $1`,
      [ana.id],
    );
    const plans = await post(paths.plans, { uat: ana.uat, LineaId: lineId, Precancelaciones: [] });
    expect(plans.json()).toMatchObject({ PlanesDisponibles: [], CuotaDisponible: 0 });
    await db.query('UPDATE organismos SET capacidad_validez_dias = 90 WHERE id = $1', [organismoId]);
    const longer = await post(paths.plans, { uat: ana.uat, LineaId: lineId, Precancelaciones: [] });
    expect(longer.json()).toMatchObject({ CuotaDisponible: 150_000 });
  });

  it('refuses other organismos, other roles, other content types and files over 50 MB', async () => {
    const other = await upload(november, { id: 999, dryRun: true });
    expect(other.json()).toEqual({ Status: 404, Mensaje: payrollMessages.unknownOrganismo });
    const wrong = await createOrganismo(db, { id: 3 });
    const mismatch = (await upload(november, { id: wrong, dryRun: true })).json<CapacitiesVerdict>();
    expect(mismatch.problems).toContainEqual({
      line: 1,
      field: 'ORGANISMO_ID',
      message: `El archivo es del organismo ${organismoId}, no del ${wrong}`,
    });
    expect((await upload(november, { as: soporte, dryRun: true })).statusCode).toBe(403);
    expect((await upload('{}', { type: 'application/json', dryRun: true })).statusCode).toBe(415);
    const huge = await upload('x'.repeat(50 * 1024 * 1024 + 1), { dryRun: true });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ Status: 413, Mensaje: payrollMessages.tooLarge(50) });
  });
});

describe('capacities import: four eyes', () => {
  const december = file('202612', [
    'D;30111222;27301112225;A-1;90000000;20000000',
    'D;28999888;20289998889;77;50000000;',
  ]);
  const propose = async (body: string) => {
    const res = await upload(body);
    expect(res.statusCode).toBe(200);
    return res.json<{ proposalId: number }>().proposalId;
  };

  it('the one who proposed cannot approve it, and nothing changes', async () => {
    const before = await capacityOf(ana.id);
    const id = await propose(december);
    expect((await decide(id, tesoreria)).json()).toEqual({
      Status: 403,
      Mensaje: proposalMessages.sameStaff,
    });
    expect((await decide(id, tesoreria, 'reject')).statusCode).toBe(403);
    expect(await capacityOf(ana.id)).toEqual(before);
  });

  it('while one is pending, a second upload for the organismo is refused in Spanish; a dry run still answers', async () => {
    const second = file('202612', ['D;30111222;27301112225;A-1;90000000;1000000']);
    const res = await upload(second);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Status: 409, Mensaje: payrollMessages.capacitiesPending });
    expect((await upload(second, { dryRun: true })).json()).toMatchObject({ dryRun: true, problemCount: 0 });
    expect(await db.query('SELECT 1 FROM capacity_imports WHERE applied_at IS NULL')).toHaveLength(1);
  });

  it('a rejected proposal changes nothing; the same file may be proposed again and approved', async () => {
    const before = await capacityOf(ana.id);
    const [pending] = await db.query<{ id: number }>(
      `SELECT id FROM proposals WHERE kind = 'payroll.capacities' AND decision IS NULL`,
    );
    expect((await decide(pending!.id, tesoreria2, 'reject')).statusCode).toBe(200);
    expect(await capacityOf(ana.id)).toEqual(before);
    const audits = await db.query(`SELECT 1 FROM audit_log WHERE action = 'capacities.import'`);
    expect(audits).toHaveLength(1);
    // A decided proposal is not decided again.
    expect((await decide(pending!.id, tesoreria2)).statusCode).toBe(409);

    const id = await propose(december);
    expect((await decide(id, tesoreria2)).statusCode).toBe(200);
    expect(await capacityOf(ana.id)).toMatchObject({ capacidad: '200000.00', period: '202612' });
    expect(await db.query(`SELECT 1 FROM audit_log WHERE action = 'capacities.import'`)).toHaveLength(2);
    const again = await upload(december);
    expect(again.statusCode).toBe(400);
    expect(again.json().problems[0]).toMatchObject({ message: payrollMessages.alreadyImported });
  });

  it('a member registering takes only approved lines, never a pending import', async () => {
    const id = await propose(file('202701', ['D;35666777;20356667779;5;70000000;9000000']));
    const late = await createMember(db, { dni: '35666777', organismoId });
    expect(await capacityOf(late.id)).toBeNull();
    expect((await decide(id, tesoreria2, 'reject')).statusCode).toBe(200);
  });
});
