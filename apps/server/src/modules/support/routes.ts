import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  correctMemberSchema,
  memberIdParamsSchema,
  memberSearchResponseSchema,
  memberSearchSchema,
  memberViewSchema,
  supportMessageSchema,
  supportMessages,
  supportPaths,
  supportReasonSchema,
  timelinePaths,
  timelineResponseSchema,
} from '@portal/contract';
import { ok } from '../../lib/route-spec';
import { requirePermission, staffActor } from '../../console/permissions';
import { memberTimeline, writeAudit } from '../audit/index';

const tags = ['Consola: soporte'];

export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const support = fastify.support;
  const guard = (permission: 'members.read' | 'members.correct' | 'members.block' | 'members.export') => ({
    onRequest: [requirePermission(permission)],
  });
  const message = { 200: supportMessageSchema };

  app.get(
    supportPaths.search,
    {
      ...guard('members.read'),
      schema: {
        summary: 'Buscar socios por DNI, correo o apellido',
        tags,
        querystring: memberSearchSchema,
        response: { 200: memberSearchResponseSchema },
      },
    },
    async (req) => support.search(req.query.q),
  );

  app.get(
    supportPaths.member,
    {
      ...guard('members.read'),
      schema: {
        summary: 'Un socio: datos, préstamos y notificaciones',
        tags,
        params: memberIdParamsSchema,
        response: { 200: memberViewSchema },
      },
    },
    async (req) => {
      const view = await support.view(req.params.id);
      // Every read of a member's file leaves a row (issue 22).
      await writeAudit(fastify.db, {
        ...staffActor(req),
        action: 'member.read',
        entity: 'member',
        entityId: req.params.id,
      });
      return view;
    },
  );

  app.post(
    supportPaths.correct,
    {
      ...guard('members.correct'),
      schema: {
        summary: 'Corregir nombre, apellido o DNI (con motivo)',
        tags,
        params: memberIdParamsSchema,
        body: correctMemberSchema,
        response: message,
      },
    },
    async (req) => {
      const { reason, ...changes } = req.body;
      await support.correct(req.params.id, changes, reason, staffActor(req));
      return ok(supportMessages.corrected);
    },
  );

  for (const [path, blocked] of [
    [supportPaths.block, true],
    [supportPaths.unblock, false],
  ] as const)
    app.post(
      path,
      {
        ...guard('members.block'),
        schema: {
          summary: blocked ? 'Bloquear (cierra sus sesiones)' : 'Desbloquear',
          tags,
          params: memberIdParamsSchema,
          body: supportReasonSchema,
          response: message,
        },
      },
      async (req) => {
        await support.setBlocked(req.params.id, blocked, req.body.reason, staffActor(req));
        return ok(blocked ? supportMessages.blocked : supportMessages.unblocked);
      },
    );

  app.get(
    timelinePaths.member,
    {
      ...guard('members.read'),
      schema: {
        summary: 'Historia del socio: sus pasos y las acciones del personal',
        tags,
        params: memberIdParamsSchema,
        response: { 200: timelineResponseSchema },
      },
    },
    async (req) => ({ items: await memberTimeline(fastify.db, req.params.id) }),
  );

  app.post(
    supportPaths.passwordMail,
    {
      ...guard('members.correct'),
      schema: {
        summary: 'Enviar al socio un enlace para crear una contraseña nueva',
        tags,
        params: memberIdParamsSchema,
        response: message,
      },
    },
    async (req) => {
      await support.passwordMail(req.params.id, staffActor(req));
      return ok(supportMessages.passwordMailSent);
    },
  );

  app.get(
    supportPaths.export,
    {
      ...guard('members.export'),
      schema: {
        summary: 'Todo lo que guardamos del socio (Ley 25.326), en un archivo',
        tags,
        params: memberIdParamsSchema,
      },
    },
    async (req, reply) => {
      const data = await support.exportData(req.params.id, staffActor(req));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="socio-${req.params.id}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    supportPaths.revokeSessions,
    {
      ...guard('members.block'),
      schema: {
        summary: 'Cerrar todas las sesiones del socio',
        tags,
        params: memberIdParamsSchema,
        body: supportReasonSchema,
        response: message,
      },
    },
    async (req) => {
      await support.revokeSessions(req.params.id, req.body.reason, staffActor(req));
      return ok(supportMessages.sessionsRevoked);
    },
  );
}
