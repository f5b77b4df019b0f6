/** The success envelope (docs/product.md, "Calls"). */
export const ok = (Mensaje: string) => ({ Status: 200, Mensaje });

interface CallShape {
  summary: string;
  request: unknown;
  response: unknown;
}

/**
 * Route options for a contract call, validated and documented from its schemas, under one OpenAPI tag:
 * `const spec = routeSpec('Préstamos'); app.post(call.path, spec(call, { bodyLimit }), handler)`.
 */
export const routeSpec =
  (tag: string) =>
  <C extends CallShape>(call: C, extra: object = {}) => ({
    ...extra,
    schema: {
      summary: call.summary,
      tags: [tag],
      body: call.request as C['request'],
      response: { 200: call.response as C['response'] },
    },
  });
