import { describe, expect, it } from 'vitest';
import { paths, supportMessages, type MemberView } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { outbox, resetTokenIn } from '../../support/mail';

const { db, post, consoleAs } = await createTestApp({ staffTotp: false });

const soporte = await consoleAs('soporte@s.test', ['soporte']);
const auditor = await consoleAs('auditor@s.test', ['auditor']);
const get = (url: string, as = soporte) => as.get(url);
const act = (url: string, payload: object, as = soporte) => as.post(url, payload);

const ana = await createSignedInMember(db, { dni: '30123456', apellido: 'Gómez', nombres: 'Ana' });
await createMember(db, { dni: '30999888', apellido: 'Gomeza', nombres: 'Luis' });
await createMember(db, { dni: '31000111', apellido: 'Pérez', nombres: 'Eva' });
const anaLoan = await createLoan(db, ana, { estado: 'Descontando' });

describe('support', () => {
  it('finds a member by DNI, by e-mail and by the start of the surname', async () => {
    const byDni = (await get('/api/console/members?q=30123456')).json<{ items: { id: number }[] }>();
    expect(byDni.items.map((m) => m.id)).toEqual([ana.id]);
    const byMail = (await get(`/api/console/members?q=${encodeURIComponent(ana.mail.toUpperCase())}`)).json<{
      items: { id: number }[];
    }>();
    expect(byMail.items.map((m) => m.id)).toEqual([ana.id]);
    const bySurname = (await get('/api/console/members?q=gom')).json<{ items: { nombre: string }[] }>();
    expect(bySurname.items.map((m) => m.nombre)).toEqual(['Ana Gómez', 'Luis Gomeza']);
    expect((await get('/api/console/members?q=%25')).json()).toMatchObject({ Status: 400 });
    expect((await get('/api/console/members?q=g_')).json()).toEqual({ items: [] });
  });

  it("shows the member's data, loans, notifications and open sessions", async () => {
    const view = (await get(`/api/console/members/${ana.id}`)).json<MemberView>();
    expect(view).toMatchObject({
      id: ana.id,
      dni: '30123456',
      bloqueado: false,
      bloqueadoDesde: null,
      sesionesAbiertas: 1,
    });
    expect(view.prestamos).toEqual([expect.objectContaining({ estado: 'Descontando' })]);
    expect((await get('/api/console/members/999999')).json()).toEqual({
      Status: 404,
      Mensaje: supportMessages.notFound,
    });
  });

  it('corrects name, surname or DNI with a reason, audited, refusing a DNI that another member has', async () => {
    const url = `/api/console/members/${ana.id}/correct`;
    expect((await act(url, { apellido: 'Gómez Ruiz' })).statusCode).toBe(400);
    expect((await act(url, { dni: '30999888', reason: 'Error de tipeo' })).json()).toEqual({
      Status: 409,
      Mensaje: supportMessages.dniTaken,
    });
    expect((await act(url, { apellido: 'Gómez Ruiz', reason: 'Partida de nacimiento' })).json()).toEqual({
      Status: 200,
      Mensaje: supportMessages.corrected,
    });
    const [audit] = await db.query<{ before: object; after: object; reason: string }>(
      `SELECT before, after, reason FROM audit_log WHERE action = 'member.correct' AND entity_id = $1`,
      [String(ana.id)],
    );
    expect(audit).toEqual({
      before: { nombres: 'Ana', apellido: 'Gómez', dni: '30123456' },
      after: { nombres: 'Ana', apellido: 'Gómez Ruiz', dni: '30123456' },
      reason: 'Partida de nacimiento',
    });
    expect((await act(url, { apellido: 'Gómez Ruiz', reason: 'Otra vez' })).json()).toEqual({
      Status: 400,
      Mensaje: supportMessages.nothingToCorrect,
    });
  });

  it('blocks: the sessions end at once and signing in is refused, with its own words; unblocks', async () => {
    expect((await post(paths.loans, { uat: ana.uat })).statusCode).toBe(200);
    const blocked = await act(`/api/console/members/${ana.id}/block`, {
      reason: 'Denuncia de robo del celular',
    });
    expect(blocked.json()).toEqual({ Status: 200, Mensaje: supportMessages.blocked });
    const seen = (await get(`/api/console/members/${ana.id}`)).json<MemberView>();
    expect(seen).toMatchObject({ bloqueado: true, sesionesAbiertas: 0 });
    const [row] = await db.query<{ blocked_at: Date }>('SELECT blocked_at FROM members WHERE id = $1', [
      ana.id,
    ]);
    expect(seen.bloqueadoDesde).toBe(row!.blocked_at.toISOString());
    expect((await post(paths.loans, { uat: ana.uat })).statusCode).toBe(401);
    const login = await post(paths.login, { Mail: ana.mail, Password: TEST_PASSWORD });
    expect(login.json()).toEqual({ Status: 403, Mensaje: supportMessages.memberBlocked });
    const wrong = await post(paths.login, { Mail: ana.mail, Password: 'Otra-Clave9' });
    expect(wrong.statusCode).toBe(401); // the block is told only to whoever knows the password

    await act(`/api/console/members/${ana.id}/unblock`, { reason: 'Recuperó el celular' });
    expect((await get(`/api/console/members/${ana.id}`)).json<MemberView>()).toMatchObject({
      bloqueado: false,
      bloqueadoDesde: null,
    });
    expect((await post(paths.login, { Mail: ana.mail, Password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('signs a member out everywhere, and leaves changes to the roles that may make them', async () => {
    const eva = await createSignedInMember(db, { dni: '32000111' });
    const res = await act(`/api/console/members/${eva.id}/revoke-sessions`, { reason: 'Pedido del socio' });
    expect(res.json()).toEqual({ Status: 200, Mensaje: supportMessages.sessionsRevoked });
    expect((await post(paths.userData, { UAT: eva.uat })).statusCode).toBe(401);

    expect((await get(`/api/console/members/${eva.id}`, auditor)).statusCode).toBe(200);
    const refused = await act(`/api/console/members/${eva.id}/block`, { reason: 'x'.repeat(5) }, auditor);
    expect(refused.statusCode).toBe(403);
  });

  it('sends a member a link to set a new password, which works', async () => {
    const res = await act(`/api/console/members/${ana.id}/password-mail`, {});
    expect(res.json()).toEqual({ Status: 200, Mensaje: supportMessages.passwordMailSent });
    const [mail] = await outbox(db, ana.mail);
    const token = decodeURIComponent(resetTokenIn(mail!.text_body)!);
    const set = await post(paths.updatePassword, {
      Token: token,
      Password1: 'Nueva-Clave7',
      Password2: 'Nueva-Clave7',
    });
    expect(set.statusCode).toBe(200);
    expect((await act('/api/console/members/999999/password-mail', {})).statusCode).toBe(404);
  });

  it('exports everything held on the member as one file, without secrets, and records the export', async () => {
    const res = await get(`/api/console/members/${ana.id}/export`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="socio-${ana.id}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<
      Record<string, unknown> & { socio: Record<string, unknown>; prestamos: unknown[] }
    >();
    expect(data.socio).toMatchObject({ id: ana.id, dni: '30123456' });
    expect(data.socio).not.toHaveProperty('password_hash');
    expect(res.body).not.toContain('$argon2');
    expect(data.prestamos).toHaveLength(1);
    const [exported] = data.prestamos as { cuotas: { numero: number; estado: string }[] }[];
    expect(exported!.cuotas.map((c) => c.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(exported).toMatchObject({ pagos: [], situaciones: [], contactosDeCobranza: [] });

    const [staff] = await db.query<{ id: number }>('SELECT id FROM staff ORDER BY id LIMIT 1');
    await db.query(
      `INSERT INTO loan_contacts (loan_id, staff_id, canal, nota, promesa_fecha, promesa_importe, business_date)
       VALUES ($1, $2, 'telefono', 'Promete pagar el viernes', '2030-01-10', 1500, '2030-01-05')`,
      [anaLoan, staff!.id],
    );
    const withContact = (await get(`/api/console/members/${ana.id}/export`)).json<{
      prestamos: { contactosDeCobranza: Record<string, unknown>[] }[];
    }>();
    expect(withContact.prestamos[0]!.contactosDeCobranza).toEqual([
      expect.objectContaining({
        canal: 'telefono',
        nota: 'Promete pagar el viernes',
        promesaFecha: '2030-01-10',
      }),
    ]);
    expect(withContact.prestamos[0]!.contactosDeCobranza[0]).not.toHaveProperty('staff_id');
    expect(data).toHaveProperty('sesiones');
    expect(data).toHaveProperty('notificaciones');
    expect(data).toHaveProperty('accionesDelPersonal');
    const audits = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'member.export' AND entity_id = $1`,
      [String(ana.id)],
    );
    expect(audits).toHaveLength(2); // one a download
    expect((await get(`/api/console/members/${ana.id}/export`, auditor)).statusCode).toBe(403);
  });

  it("tells a member's history, with the staff actions on the member and on the member's loans", async () => {
    const items = (await get(`/api/console/members/${ana.id}/timeline`)).json<{
      items: { at: string; who: string; what: string }[];
    }>().items;
    const whats = items.map((i) => i.what);
    expect(whats).toEqual(
      expect.arrayContaining([
        'Se registró',
        'Corrigió datos del socio',
        'Bloqueó al socio',
        'Desbloqueó al socio',
        'Exportó los datos del socio',
      ]),
    );
    expect(items.find((i) => i.what === 'Bloqueó al socio')?.who).toBe('soporte@s.test');
    const times = items.map((i) => i.at);
    expect(times).toEqual([...times].sort());
  });
});
