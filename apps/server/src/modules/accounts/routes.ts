import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCalls, serverMessages } from '@portal/contract';
import { ok, routeSpec } from '../../lib/route-spec';
import { limitedAddress } from '../../lib/client-address';

const spec = routeSpec('Cuentas');

// A photo of 5 MB is ~7 M base64 characters; every other call keeps the global 1 MB limit.
const PHOTO_BODY_LIMIT = 7.5 * 1024 * 1024;

export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = fastify.accounts;
  const c = accountCalls;
  const member = { preHandler: fastify.memberSession };
  const address = (req: FastifyRequest) => limitedAddress(req, fastify.config.trustProxy ?? false);

  app.post(c.login.path, spec(c.login), async (req) => ({
    ...ok(serverMessages.loginOk),
    ...(await accounts.login(req.body.Mail, req.body.Password, address(req))),
  }));

  app.post(c.userData.path, spec(c.userData, member), async (req) => ({
    ...ok(serverMessages.ok),
    ...(await accounts.userData(req.member.id)),
  }));

  app.post(c.preRegister.path, spec(c.preRegister), async (req) => ({
    ...ok(serverMessages.preRegisterOk),
    Token: await accounts.preRegister(req.body.eMail, req.body.OrganismoId, address(req)),
  }));

  app.post(c.register.path, spec(c.register), async (req) => {
    await accounts.register(req.body);
    return ok(serverMessages.registerOk);
  });

  app.post(c.recoverPassword.path, spec(c.recoverPassword), async (req) => {
    await accounts.recoverPassword(req.body.Mail, address(req));
    return ok(serverMessages.recoverOk);
  });

  app.post(c.updatePassword.path, spec(c.updatePassword), async (req) => {
    await accounts.updatePassword(req.body.Token, req.body.Password1, req.body.Password2);
    return ok(serverMessages.passwordUpdated);
  });

  app.post(c.updateProfile.path, spec(c.updateProfile, member), async (req) => {
    const { mailChangePending } = await accounts.updateProfile(req.member, req.body);
    return ok(mailChangePending ? serverMessages.mailChangeSent : serverMessages.profileUpdated);
  });

  app.post(c.confirmMailChange.path, spec(c.confirmMailChange), async (req) => {
    await accounts.confirmMailChange(req.body.Token);
    return ok(serverMessages.mailChanged);
  });

  app.post(
    c.updatePhoto.path,
    spec(c.updatePhoto, { ...member, bodyLimit: PHOTO_BODY_LIMIT }),
    async (req) => ({
      ...ok(serverMessages.photoUpdated),
      Foto: await accounts.updatePhoto(req.member.id, req.body.Foto),
    }),
  );

  app.post(c.organismos.path, spec(c.organismos), async () => ({
    ...ok(serverMessages.ok),
    Organismos: await accounts.organismos(),
  }));

  app.post(c.logout.path, spec(c.logout), async (req) => {
    await accounts.logout(req.body);
    return ok(serverMessages.logoutOk);
  });
}
