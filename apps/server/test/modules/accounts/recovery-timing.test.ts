import { describe, expect, it } from 'vitest';
import { paths, serverMessages } from '@portal/contract';
import type { Db } from '../../../src/db/connection';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { outbox } from '../../support/mail';

// Whether an address has an account must not show in how long the answer takes. The work that differs
// (the lookup, the token, the mail) is slowed down here far beyond any timing noise: the answers for a
// registered and an unknown address must both come before it.
const SLOW_MS = 400;
const slowed = /FROM members WHERE mail|INSERT INTO (password_reset_tokens|registration_tokens|mail_outbox)/;
const slow = (db: Db): Db => ({
  ...db,
  query: async (sql, params) => {
    if (slowed.test(sql)) await new Promise((r) => setTimeout(r, SLOW_MS));
    return db.query(sql, params);
  },
});

const { app, db } = await createTestApp({ wrapDb: slow });
await createOrganismo(db, {
  id: 2,
  nombre: 'Asociación Mutual de Empleados Públicos',
  requiereHaberes: false,
});

async function timed(url: string, payload: unknown) {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  return { res, ms: performance.now() - started };
}

describe('answers that do not tell whether an address is registered', () => {
  it.each([
    ['RecuperaPassword', paths.recoverPassword, (mail: string) => ({ Mail: mail }), serverMessages.recoverOk],
    [
      'PreRegistro20',
      paths.preRegister,
      (mail: string) => ({ eMail: mail, OrganismoId: 2 }),
      serverMessages.preRegisterOk,
    ],
  ])(
    '%s answers before the work that differs, for both kinds of address',
    async (_name, url, body, mensaje) => {
      const member = await createMember(db);
      const unknown = `nadie.${Date.now()}@prueba.com.ar`;
      const known = await timed(url, body(member.mail));
      const missing = await timed(url, body(unknown));
      for (const { res, ms } of [known, missing]) {
        expect(res.json()).toMatchObject({ Status: 200, Mensaje: mensaje });
        expect(ms).toBeLessThan(SLOW_MS);
      }
      // The work still happens, after the answer.
      await app.background.idle();
      expect(await outbox(db, member.mail)).toHaveLength(1);
    },
  );
});
