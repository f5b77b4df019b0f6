import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collectionsExportQuerySchema,
  collectionsMessages,
  collectionsPaths,
  collectionsQuerySchema,
  collectionsResponseSchema,
  contactSavedSchema,
  contactsQuerySchema,
  contactsResponseSchema,
  loanIdParamsSchema,
  newContactSchema,
} from '@portal/contract';
import { requirePermission, staffActor } from '../../console/permissions';
import { exportReply } from '../../lib/export/index';
import { ok } from '../../lib/route-spec';
import { collectionsColumns } from './columns';

const tags = ['Consola: cobranzas'];

export async function collectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const collections = fastify.collections;
  const works = { onRequest: [requirePermission('collections.work')] };

  app.get(
    collectionsPaths.list,
    {
      ...works,
      schema: {
        summary:
          'Préstamos en mora: primero las promesas incumplidas, luego sin promesa, luego las vigentes; más días primero',
        tags,
        querystring: collectionsQuerySchema,
        response: { 200: collectionsResponseSchema },
      },
    },
    async (req) => collections.list(req.query),
  );

  app.get(
    collectionsPaths.export,
    {
      ...works,
      schema: {
        summary: 'La lista de cobranzas en CSV o XLSX, con los mismos filtros (las mismas columnas en ambos)',
        tags,
        querystring: collectionsExportQuerySchema,
      },
    },
    async (req, reply) => {
      const { format, ...filters } = req.query;
      return exportReply(reply, format, {
        name: `cobranzas-${await fastify.businessDate.today()}`,
        sheet: 'Cobranzas',
        columns: collectionsColumns,
        pages: await collections.export(filters, staffActor(req), format),
      });
    },
  );

  // Whoever reads a loan reads its contacts (cobranzas reads loans too).
  app.get(
    collectionsPaths.contacts,
    {
      onRequest: [requirePermission('loans.read')],
      schema: {
        summary: 'Los contactos de cobranza del préstamo, el más reciente primero',
        tags,
        params: loanIdParamsSchema,
        querystring: contactsQuerySchema,
        response: { 200: contactsResponseSchema },
      },
    },
    async (req) => collections.contacts(req.params.id, req.query.cursor, req.query.limit),
  );

  app.post(
    collectionsPaths.contacts,
    {
      ...works,
      schema: {
        summary: 'Registrar un contacto con el socio y, si la hay, su promesa de pago',
        tags,
        params: loanIdParamsSchema,
        body: newContactSchema,
        response: { 200: contactSavedSchema },
      },
    },
    async (req) => ({
      ...ok(collectionsMessages.contactSaved),
      contacto: await collections.addContact(req.params.id, req.body, staffActor(req)),
    }),
  );
}
