import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountCalls,
  messageSchema,
  proposeBankAccountSchema,
  proposeResponseSchema,
  serverMessages,
  settingsPaths,
  settingsSchema,
  updateIdentitySchema,
  updateSettingsSchema,
} from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';
import { requirePermission, staffActor } from '../../console/permissions';

const spec = routeSpec('Cuentas');
const tags = ['Consola: ajustes'];

/** Public like TraeOrganismos: the contact is what anyone may read on the profile's help block. */
export async function supportContactRoute(fastify: FastifyInstance) {
  const { supportContact } = accountCalls;
  fastify.withTypeProvider<ZodTypeProvider>().post(supportContact.path, spec(supportContact), async () => {
    const s = await fastify.settings.contact();
    return { ...ok(serverMessages.ok), Mail: s.supportEmail, WhatsApp: s.supportWhatsapp };
  });
}

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: [requirePermission('settings.manage')] };

  app.get(
    settingsPaths.settings,
    { ...manage, schema: { summary: 'Los ajustes', tags, response: { 200: settingsSchema } } },
    async () => fastify.settings.read(),
  );

  app.post(
    settingsPaths.settings,
    {
      ...manage,
      schema: {
        summary: 'Cambiar los ajustes (contacto de soporte), con un motivo',
        tags,
        body: updateSettingsSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const { reason, ...changes } = req.body;
      return fastify.settings.update(changes, reason, staffActor(req));
    },
  );

  app.post(
    settingsPaths.bankAccount,
    {
      ...manage,
      schema: {
        summary: 'Proponer otra cuenta bancaria de la asociación, con un motivo (cuatro ojos)',
        tags,
        body: proposeBankAccountSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => {
      const { reason, ...account } = req.body;
      return fastify.settings.proposeBankAccount(account, reason, staffActor(req));
    },
  );

  app.post(
    settingsPaths.identity,
    {
      ...manage,
      schema: {
        summary: 'Cambiar la identidad de la asociación (razón social, CUIT, matrícula INAES, domicilio)',
        tags,
        body: updateIdentitySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      const { reason, ...identity } = req.body;
      return fastify.settings.updateIdentity(identity, reason, staffActor(req));
    },
  );
}
