import type { OrganismoOrdersCheck } from '@portal/contract';

const of = (n: number, total: number) => `${n.toLocaleString('es-AR')} de ${total.toLocaleString('es-AR')}`;

/**
 * What the next orders would carry empty, in words ('Préstamos en Descontando sin CUIL ni legajo: 3 de
 * 12'), or null when every loan has its CUIL and LEGAJO.
 */
export function missingIdentity({ prestamos, sinCuil, sinLegajo }: OrganismoOrdersCheck): string | null {
  if (sinCuil === 0 && sinLegajo === 0) return null;
  const counts =
    sinCuil === sinLegajo
      ? `sin CUIL ni legajo: ${of(sinCuil, prestamos)}`
      : `sin CUIL: ${of(sinCuil, prestamos)}; sin legajo: ${of(sinLegajo, prestamos)}`;
  return `Préstamos en Descontando ${counts}. Ningún archivo de capacidades los informa, así que sus órdenes saldrán con CUIL y LEGAJO vacíos.`;
}
