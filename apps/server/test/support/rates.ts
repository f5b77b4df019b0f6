import { paths, type CftCap, type RateLine, type RateTableDraft } from '@portal/contract';
import type { ConsoleClient, createTestApp } from './app';

export type Plan = {
  MontoPrestado: number;
  CantidadCuotas: number;
  MontoCuota: number;
  TNA: number;
  CFT: number;
};
type Post = Awaited<ReturnType<typeof createTestApp>>['post'];

/** The console's rate calls as one parametros (`maker`) makes them, and the member's plans. */
export function ratesApi(post: Post, maker: ConsoleClient) {
  const send = (method: 'GET' | 'POST', url: string, as: ConsoleClient, payload?: object) =>
    method === 'GET' ? as.get(url) : as.post(url, payload);
  const lines = async () =>
    (await send('GET', '/api/console/rates', maker)).json<{
      items: RateLine[];
      nuevas: { id: number; kind: string; proposedBy: string }[];
      topes: CftCap[];
      algunoSinTope: boolean;
    }>();
  return {
    send,
    lines,
    line: async (id: number) => (await lines()).items.find((l) => l.id === id)!,
    preview: (d: object, as = maker) => send('POST', '/api/console/rates/preview', as, d),
    propose: (lineId: number, d: RateTableDraft | object, as = maker) =>
      send('POST', `/api/console/rates/${lineId}/versions`, as, { reason: 'Baja de tasas', ...d }),
    proposeLine: (nombre: string, d: RateTableDraft, as = maker) =>
      send('POST', '/api/console/rates/lines', as, { reason: 'Línea nueva', nombre, ...d }),
    rename: (lineId: number, nombre: string, as = maker) =>
      send('POST', `/api/console/rates/${lineId}/name`, as, { reason: 'Nombre más claro', nombre }),
    decide: (id: number, as: ConsoleClient) => send('POST', `/api/console/proposals/${id}/approve`, as, {}),
    plans: async (uat: string, lineId: number) =>
      (await post(paths.plans, { uat, LineaId: lineId })).json<{ PlanesDisponibles: Plan[] }>()
        .PlanesDisponibles,
  };
}
