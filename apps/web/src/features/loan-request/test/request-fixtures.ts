import { vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Plan } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import { ok, stubApi, type StubReply } from '../../../test/fetch-stub';
import { authStorageKeys } from '../../../lib/storage-keys';

export const plan = (MontoPrestado: number, CantidadCuotas: number): Plan => ({
  Id: `7-${MontoPrestado * 100}-${CantidadCuotas}`,
  MontoPrestado,
  CantidadCuotas,
  MontoCuota: Math.round((MontoPrestado / CantidadCuotas) * 1.4 * 100) / 100,
  CFT: 150.25,
  TNA: 79,
  TEA: 114.92,
});

/** 100k, 200k, 300k; the middle amount offers 6, 12 and 18 installments. */
export const demoPlans = [
  plan(100_000, 6),
  plan(100_000, 12),
  plan(200_000, 6),
  plan(200_000, 12),
  plan(200_000, 18),
  plan(300_000, 12),
  plan(300_000, 18),
];

type Handler = (body: Record<string, unknown>) => StubReply | Promise<StubReply>;

/** The server of the wizard's calls; each handler can be replaced. */
export function stubRequestApi(overrides: Record<string, Handler> = {}) {
  return stubApi({
    // The wizard reads the member again for the account in force: the one signed in, as stored.
    [paths.userData]: () =>
      ok(JSON.parse(localStorage.getItem(authStorageKeys.loginResponse) ?? '{}') as Record<string, unknown>),
    [paths.notifications]: () => ok({ Notificaciones: [] }),
    [paths.loans]: () => ok({ Prestamos: [] }),
    [paths.loanLines]: () =>
      ok({
        LineasPrestamos: [
          { Id: 7, Nombre: 'Préstamo Personal' },
          { Id: 9, Nombre: 'Préstamo Ayuda Económica' },
        ],
      }),
    [paths.preCancellations]: () =>
      ok({
        Precancelaciones: [
          {
            PrestamoId: 2,
            Producto: 'Préstamo Personal',
            Fecha: '2025-01-10T12:00:00Z',
            Saldo: 150_000,
            MontoCuota: 25_000,
            CantidadCuotas: 12,
            CuotasRestantes: 6,
          },
          {
            PrestamoId: 0,
            Producto: 'Fantasma',
            Fecha: '2025-01-10T12:00:00Z',
            Saldo: 1,
            MontoCuota: 1,
            CantidadCuotas: 1,
            CuotasRestantes: 1,
          },
        ],
      }),
    [paths.plans]: () =>
      ok({ PlanesDisponibles: demoPlans, DisponibleDeclarado: 300_000, CuotaDisponible: 90_000 }),
    [paths.requestLoan]: () => ok({ Mensaje: 'Solicitud enviada.', PrestamoId: 99 }),
    [paths.requestLoanArmy]: () => ok({ Mensaje: 'Solicitud enviada.', PrestamoId: 98 }),
    ...overrides,
  });
}

/** A picture as the camera gives it: JPEG's first bytes (the wizard reads them before shrinking). */
export const imageFile = (name = 'dni.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(60)])], name, { type });

/** Picks a file on a document's camera or gallery input (jsdom has no file dialog). */
export function pick(label: string, file: File = imageFile(), source: 'cámara' | 'galería' = 'galería') {
  fireEvent.change(screen.getByLabelText(`${label}: ${source}`), { target: { files: [file] } });
}

export function sign() {
  const pad = screen.getByRole('img', { name: 'Recuadro de firma' });
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1, button: 0 });
  fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

/** What the mocked shrinkImage gives back; a test may make it too large. */
export const shrinkResult = { bytes: 300_000 };
export const shrinkImageMock = vi.fn(async (file: Blob) => ({
  blob: { size: shrinkResult.bytes, type: 'image/jpeg' } as Blob,
  dataUrl: `data:image/jpeg;base64,${btoa((file as File).name ?? 'x')}`,
  width: 2000,
  height: 1500,
}));
