import { createHash } from 'node:crypto';
import type { PrintedIdentity } from '@portal/contract';
import { schedule, tea } from '../loan-math/index';
import { renderLegajo } from './legajo/render-legajo';
import type { LegajoMemberRow, LoanRow } from './repository';

export interface LegajoFile {
  pdf: Uint8Array;
  sha256: string;
}

export interface LegajoInput {
  member: LegajoMemberRow;
  loan: Pick<LoanRow, 'id' | 'producto' | 'fecha' | 'monto_prestado' | 'cantidad_cuotas' | 'tna' | 'cft'>;
  signaturePng: Uint8Array;
  confirmedAt: Date;
  /** The masked address the confirmation code went to. */
  codeSentTo: string;
  /** The association as its letterhead prints it at confirmation. */
  entidad: PrintedIdentity;
}

/**
 * The loan's legajo electrónico, with its SHA-256. The schedule is recomputed by the loan math from the
 * stored terms, the same math that offered them, so the PDF shows what the member agreed to.
 */
export async function renderLegajoFile({
  member,
  loan,
  signaturePng,
  confirmedAt,
  codeSentTo,
  entidad,
}: LegajoInput): Promise<LegajoFile> {
  const montoPrestado = Number(loan.monto_prestado);
  const tna = Number(loan.tna);
  const rows = schedule(montoPrestado, tna, loan.cantidad_cuotas);
  const pdf = await renderLegajo({
    entidad,
    member: {
      nombres: member.nombres,
      apellido: member.apellido,
      dni: member.dni,
      mail: member.mail,
      celular: member.celular ?? '',
    },
    organismo: { nombre: member.organismo_nombre },
    loan: {
      id: loan.id,
      producto: loan.producto,
      montoPrestado,
      cantidadCuotas: loan.cantidad_cuotas,
      montoCuota: rows[0]!.payment,
      tna,
      tea: tea(tna),
      cft: Number(loan.cft),
      fechaAlta: loan.fecha,
    },
    schedule: rows,
    signaturePng,
    confirmedAt,
    codeSentTo,
  });
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}
