import { describe, expect, it } from 'vitest';
import { auditActionLabels, paths, serverMessages, settingsMessages, type Settings } from '@portal/contract';
import { createTestApp, type ConsoleClient } from '../../support/app';

const { app, db, post, consoleAs } = await createTestApp({ staffTotp: false });
const admin = await consoleAs('admin@s.test', ['administrador']);
const soporte = await consoleAs('soporte@s.test', ['soporte']);

const read = (as: ConsoleClient) => as.get('/api/console/settings');
const save = (payload: object, as = admin) => as.post('/api/console/settings', payload);

describe('settings', () => {
  it("members read the installation's support contact, without a chat until one is set", async () => {
    const res = await post(paths.supportContact, {});
    expect(res.json()).toEqual({
      Status: 200,
      Mensaje: serverMessages.ok,
      Mail: 'soporte@mutual.example',
      WhatsApp: null,
    });
    expect((await read(admin)).json<Settings>()).toMatchObject({
      supportEmail: 'soporte@mutual.example',
      supportWhatsapp: null,
      updatedBy: null,
    });
  });

  it('an administrador changes the contact with a reason; members read it at once; the change is audited', async () => {
    const res = await save({
      supportEmail: ' Ayuda@Mutual.org.ar ',
      supportWhatsapp: '+54 9 11 2233-4455',
      reason: 'Nueva mesa de ayuda',
    });
    expect(res.json()).toEqual({ Status: 200, Mensaje: settingsMessages.saved });
    expect((await post(paths.supportContact, {})).json()).toMatchObject({
      Mail: 'ayuda@mutual.org.ar',
      WhatsApp: '5491122334455',
    });
    expect((await read(admin)).json<Settings>()).toMatchObject({ updatedBy: 'admin@s.test' });
    const [audit] = await db.query<{ before: object; after: object; reason: string; entity: string }>(
      `SELECT before, after, reason, entity FROM audit_log WHERE action = 'settings.update'`,
    );
    expect(audit).toEqual({
      entity: 'settings',
      before: { supportEmail: 'soporte@mutual.example', supportWhatsapp: null },
      after: { supportEmail: 'ayuda@mutual.org.ar', supportWhatsapp: '5491122334455' },
      reason: 'Nueva mesa de ayuda',
    });
    expect(auditActionLabels['settings.update']).toBe('Cambió el contacto de soporte que ven los socios');
  });

  it('an empty WhatsApp removes the chat; saving the same values says there is nothing to change', async () => {
    const cleared = await save({
      supportEmail: 'ayuda@mutual.org.ar',
      supportWhatsapp: '',
      reason: 'Sin chat',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await post(paths.supportContact, {})).json()).toMatchObject({ WhatsApp: null });
    const same = await save({
      supportEmail: 'ayuda@mutual.org.ar',
      supportWhatsapp: null,
      reason: 'Otra vez',
    });
    expect(same.json()).toEqual({ Status: 400, Mensaje: settingsMessages.nothingChanged });
  });

  it('refuses a bad e-mail, a bad number and a missing reason, naming the field, and changes nothing', async () => {
    for (const [payload, text] of [
      [
        { supportEmail: 'no es un correo', supportWhatsapp: null, reason: 'Motivo' },
        'Escriba un correo válido',
      ],
      [{ supportEmail: 'a@b.ar', supportWhatsapp: '123', reason: 'Motivo' }, 'de 10 a 15 dígitos'],
      [{ supportEmail: 'a@b.ar', supportWhatsapp: null, reason: '' }, 'Escriba el motivo del cambio'],
    ] as const) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ Mensaje: string }>().Mensaje).toContain(text);
    }
    expect((await post(paths.supportContact, {})).json()).toMatchObject({ Mail: 'ayuda@mutual.org.ar' });
  });

  it('refuses staff without settings.manage, and members', async () => {
    expect((await read(soporte)).statusCode).toBe(403);
    expect(
      (await save({ supportEmail: 'x@y.ar', supportWhatsapp: null, reason: 'Motivo' }, soporte)).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/console/settings' })).statusCode).toBe(401);
  });
});
