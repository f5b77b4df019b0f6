import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { openApiPath } from '@portal/contract';

/** Must run before the routes are added: the document is built from their contract schemas. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Portal de Socios - API',
          description:
            'Todas las llamadas son POST con cuerpo JSON. Toda respuesta es { Status, Mensaje, ... } y Status coincide con el estado HTTP. El token de sesión viaja en el cuerpo como uat o UAT.',
          version: '2.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
