import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createStaffSchema,
  messageSchema,
  proposalMessages,
  proposeResponseSchema,
  staffAdminPaths,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffRolesChangeSchema,
} from '@portal/contract';
import { ok } from '../../lib/route-spec';
import { requirePermission, staffActor } from '../../console/permissions';

const tags = ['Consola: personal'];

export async function staffAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = fastify.staffAdmin;
  const manages = { onRequest: [requirePermission('staff.manage')] };

  app.get(
    staffAdminPaths.list,
    {
      ...manages,
      schema: { summary: 'Cuentas del personal', tags, response: { 200: staffListResponseSchema } },
    },
    async () => admin.list(),
  );

  app.post(
    staffAdminPaths.create,
    {
      ...manages,
      schema: {
        summary: 'Proponer una cuenta nueva (la aprueba otro administrador; el enlace se envía por correo)',
        tags,
        body: createStaffSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(proposalMessages.proposed),
      proposalId: await admin.proposeCreate(req.body.email, req.body.roles, req.body.reason, staffActor(req)),
    }),
  );

  app.post(
    staffAdminPaths.roles,
    {
      ...manages,
      schema: {
        summary: 'Proponer otros roles para una cuenta (los aprueba otro administrador)',
        tags,
        params: staffIdParamsSchema,
        body: staffRolesChangeSchema,
        response: { 200: proposeResponseSchema },
      },
    },
    async (req) => ({
      ...ok(proposalMessages.proposed),
      proposalId: await admin.proposeRoles(req.params.id, req.body.roles, req.body.reason, staffActor(req)),
    }),
  );

  for (const [path, disabled, summary] of [
    [staffAdminPaths.disable, true, 'Deshabilitar una cuenta (cierra sus sesiones)'],
    [staffAdminPaths.enable, false, 'Habilitar una cuenta'],
  ] as const)
    app.post(
      path,
      {
        ...manages,
        schema: { summary, tags, params: staffIdParamsSchema, response: { 200: messageSchema } },
      },
      async (req) => ok(await admin.setDisabled(req.params.id, disabled, staffActor(req))),
    );
}
