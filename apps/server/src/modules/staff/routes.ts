import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consoleMessages,
  consolePaths,
  messageSchema,
  staffMeSchema,
  staffSetupSchema,
  staffSignInResponseSchema,
  staffSignInSchema,
  staffTotpSchema,
  staffUnlockSchema,
} from '@portal/contract';
import { ok } from '../../lib/route-spec';
import { limitedAddress } from '../../lib/client-address';
import { clearStaffCookie, setStaffCookie, staffSessionGuard } from '../../console/session';

const tags = ['Consola: sesión'];

/**
 * Signing in and out, finishing enrolment, and the one-time links: outside the console scope, since
 * they run before a session exists or on the half-open one of a sign-in still owing its second factor.
 */
export async function staffSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = fastify.staff;
  const secure = fastify.config.publicUrl.startsWith('https:');
  const halfOpen = staffSessionGuard(fastify.db, fastify.config.publicUrl, { allowPendingTotp: true });

  app.post(
    consolePaths.session,
    {
      schema: {
        summary: 'Ingresar a la consola',
        tags,
        body: staffSignInSchema,
        response: { 200: staffSignInResponseSchema },
      },
    },
    async (req, reply) => {
      const address = limitedAddress(req, fastify.config.trustProxy ?? false);
      const result = await staff.signIn(req.body.email, req.body.password, req.body.totp, address);
      if (result.step === 'totp') return result;
      setStaffCookie(reply, result.token, secure);
      const { token: _token, ...answer } = result;
      return answer;
    },
  );

  app.post(
    consolePaths.totp,
    {
      schema: {
        summary: 'Confirmar el segundo factor al enrolarlo',
        tags,
        body: staffTotpSchema,
        response: { 200: staffSignInResponseSchema },
      },
      onRequest: halfOpen,
    },
    async (req) => staff.completeEnrolment(req.staff.id, req.staff.tokenHash, req.body.code),
  );

  app.delete(
    consolePaths.session,
    {
      schema: { summary: 'Salir de la consola', tags, response: { 200: messageSchema } },
      onRequest: halfOpen,
    },
    async (req, reply) => {
      await staff.signOut(
        req.staff.id,
        req.staff.tokenHash,
        limitedAddress(req, fastify.config.trustProxy ?? false),
      );
      clearStaffCookie(reply, secure);
      return ok(consoleMessages.signedOut);
    },
  );

  app.post(
    consolePaths.setup,
    {
      schema: {
        summary: 'Crear la contraseña con el enlace de un solo uso',
        tags,
        body: staffSetupSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await staff.setPassword(req.body.token, req.body.password);
      return ok(consoleMessages.passwordSet);
    },
  );

  app.post(
    consolePaths.unlock,
    {
      schema: {
        summary: 'Desbloquear la cuenta con el enlace de un solo uso enviado por correo',
        tags,
        body: staffUnlockSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await staff.unlock(req.body.token, limitedAddress(req, fastify.config.trustProxy ?? false));
      return ok(consoleMessages.unlocked);
    },
  );
}

/** Who am I: a full session is all it needs (the console scope's guard). */
export async function staffMeRoute(fastify: FastifyInstance) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      consolePaths.me,
      { schema: { summary: 'Quién soy', tags, response: { 200: staffMeSchema } } },
      async (req) => ({ email: req.staff.email, roles: req.staff.roles }),
    );
}
