import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loanStates, printedIdentity, type LoanState } from '@portal/contract';
import type { Queryable } from '../db/connection';
import { maskAddress } from '../mail/mailer';
import { serverRoot } from '../locations';
import { findMemberIdByMail } from '../modules/accounts/repository';
import { addNotification } from '../modules/notifications/repository';
import { insertLoan, insertLoanLine, insertMovement } from '../modules/loans/new-loan-repository';
import { getLegajoMember, insertFile, insertSignature } from '../modules/loans/repository';
import { renderLegajoFile } from '../modules/loans/legajo-file';
import { loanTerms } from '../modules/loans/terms';
import { portfolioLoan, portfolioLoans } from './portfolio';
import { DEMO_IDENTITY } from './settings';

/** Drawn once in Chromium by scripts/generate-demo-signature.mjs; a source asset, read at load time. */
export const demoSignaturePath = path.join(serverRoot, 'src', 'demo', 'assets', 'demo-signature.png');

export const DEMO_LINES = { personal: 'Préstamo Personal', ayuda: 'Préstamo Ayuda Económica' } as const;
type Line = keyof typeof DEMO_LINES;

/** The demo's TNA by line and term (percent); the loan math derives installment, schedule and CFT from it. */
const TNA: Record<Line, Record<number, number>> = {
  personal: { 12: 79, 18: 82.5, 24: 85.5, 36: 92 },
  ayuda: { 6: 62, 9: 65, 12: 68 },
};

interface DemoLoan {
  line: Line;
  estado: LoanState;
  monto: number;
  cuotas: number;
  /** Installments deducted so far (Descontando, Cancelado). */
  paid?: number;
  /** Cancelado: paid off early with a pre-cancellation after `paid` installments. */
  precancelled?: boolean;
  /** How long ago it was requested; transferred loans go back far enough for their installments. */
  daysAgo: number;
  /** Notification the member got when the entity moved it to this state. */
  notice?: (id: number, producto: string) => { titulo: string; descripcion: string };
}

const approvedNotice = (id: number, producto: string) => ({
  titulo: 'Préstamo aprobado',
  descripcion: `Su préstamo N° ${id} (${producto}) fue aprobado. Confírmelo desde Préstamos con el código que le enviaremos por correo y su firma.`,
});

// Listed oldest first so that ids grow with the date, as they would in real use.
const byMember: Record<string, DemoLoan[]> = {
  'socio@demo.com.ar': [
    {
      line: 'ayuda',
      estado: loanStates.paidOff,
      monto: 300_000,
      cuotas: 12,
      paid: 8,
      precancelled: true,
      daysAgo: 420,
    },
    { line: 'personal', estado: loanStates.deducting, monto: 850_000, cuotas: 24, paid: 6, daysAgo: 200 },
    {
      line: 'personal',
      estado: loanStates.cancelledByEntity,
      monto: 1_200_000,
      cuotas: 36,
      daysAgo: 45,
      notice: (id, producto) => ({
        titulo: 'Préstamo anulado por la entidad',
        descripcion: `El préstamo N° ${id} (${producto}) fue anulado por la entidad: el monto supera el disponible informado por su organismo.`,
      }),
    },
    {
      line: 'ayuda',
      estado: loanStates.awaitingTransfer,
      monto: 200_000,
      cuotas: 9,
      daysAgo: 4,
      notice: (id, producto) => ({
        titulo: 'Préstamo confirmado',
        descripcion: `Usted confirmó el préstamo N° ${id} (${producto}). Le avisaremos cuando se transfiera el dinero.`,
      }),
    },
    {
      line: 'personal',
      estado: loanStates.approved,
      monto: 500_000,
      cuotas: 12,
      daysAgo: 2,
      notice: approvedNotice,
    },
    { line: 'ayuda', estado: loanStates.pendingEvaluation, monto: 150_000, cuotas: 6, daysAgo: 0 },
  ],
  'ejercito@demo.com.ar': [
    { line: 'personal', estado: loanStates.deducting, monto: 600_000, cuotas: 18, paid: 3, daysAgo: 110 },
    { line: 'ayuda', estado: loanStates.cancelledByMember, monto: 100_000, cuotas: 6, daysAgo: 20 },
    {
      line: 'ayuda',
      estado: loanStates.approved,
      monto: 250_000,
      cuotas: 6,
      daysAgo: 1,
      notice: approvedNotice,
    },
  ],
  'otro@demo.com.ar': [
    { line: 'personal', estado: loanStates.deducting, monto: 400_000, cuotas: 12, paid: 4, daysAgo: 140 },
    {
      line: 'personal',
      estado: loanStates.rejected,
      monto: 900_000,
      cuotas: 24,
      daysAgo: 12,
      notice: (id, producto) => ({
        titulo: 'Préstamo rechazado',
        descripcion: `La solicitud N° ${id} (${producto}) fue rechazada: la cuota supera su capacidad de descuento.`,
      }),
    },
  ],
};

/**
 * A second loan waiting for its money, so that tesorería's transfer worklist holds a batch's worth (issue
 * 25). Loaded after every other demo loan: the ids the payroll sample files name stay as they were.
 */
const loadedLast: [string, DemoLoan[]][] = [
  [
    'otro@demo.com.ar',
    [
      {
        line: 'ayuda',
        estado: loanStates.awaitingTransfer,
        monto: 150_000,
        cuotas: 6,
        daysAgo: 3,
        notice: (id, producto) => ({
          titulo: 'Préstamo confirmado',
          descripcion: `Usted confirmó el préstamo N° ${id} (${producto}). Le avisaremos cuando se transfiera el dinero.`,
        }),
      },
    ],
  ],
];

const DAY = 86_400_000;
/** Approved the next day, confirmed the day after at a plausible time: 2 days, 3 h 17 min 42 s after the request. */
const CONFIRMED_AFTER_MS = 2 * DAY + 11_862_000;
const confirmedStates: readonly string[] = [
  loanStates.awaitingTransfer,
  loanStates.deducting,
  loanStates.paidOff,
];
const transferredStates: readonly string[] = [loanStates.deducting, loanStates.paidOff];

function addMonths(date: Date, months: number) {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Sums of cents, so that a movement's figures are exact pesos. */
const pesos = (...amounts: number[]) => Math.round(amounts.reduce((s, a) => s + a * 100, 0)) / 100;

/**
 * Loans in every state for the demo members, with terms from the loan math, movements that follow the
 * schedule (Saldo is the principal still owed) and, for loans past confirmation, the signature and the
 * legajo PDF. Dates are relative to the load, at 10:30 Buenos Aires time.
 */
export async function loadDemoLoans(tx: Queryable, now = new Date()) {
  const signaturePng = new Uint8Array(readFileSync(demoSignaturePath));
  const lineIds = {
    personal: await insertLoanLine(tx, DEMO_LINES.personal),
    ayuda: await insertLoanLine(tx, DEMO_LINES.ayuda),
  };
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 13, 30));

  const portfolio = Object.entries(portfolioLoans).map(([mail, l]): [string, DemoLoan[]] => [
    mail,
    [portfolioLoan(l)],
  ]);
  for (const [mail, loans] of [...Object.entries(byMember), ...portfolio, ...loadedLast]) {
    const memberId = await findMemberIdByMail(tx, mail);
    if (memberId === undefined) throw new Error(`demo member ${mail} is missing`);
    const member = await getLegajoMember(tx, memberId);

    for (const d of loans) {
      const terms = loanTerms(d.monto, TNA[d.line][d.cuotas]!, d.cuotas);
      const producto = DEMO_LINES[d.line];
      const fecha = new Date(Math.min(today.getTime() - d.daysAgo * DAY, now.getTime() - 3600_000));
      const confirmedAt = confirmedStates.includes(d.estado)
        ? new Date(fecha.getTime() + CONFIRMED_AFTER_MS)
        : null;
      const paid = d.paid ?? 0;
      const transferred = transferredStates.includes(d.estado);
      const balanceAfterPaid = paid === 0 ? terms.montoPrestado : terms.schedule[paid - 1]!.balance;
      const id = await insertLoan(tx, {
        memberId,
        lineId: lineIds[d.line],
        producto,
        estado: d.estado,
        fecha,
        montoPrestado: terms.montoPrestado,
        saldo: transferred && !d.precancelled ? balanceAfterPaid : 0,
        montoCuota: terms.montoCuota,
        cantidadCuotas: terms.cantidadCuotas,
        cuotasRestantes: d.estado === loanStates.paidOff ? 0 : terms.cantidadCuotas - paid,
        tna: terms.tna,
        cft: terms.cft,
        confirmedAt,
      });

      if (transferred && confirmedAt) {
        const disbursed = new Date(confirmedAt.getTime() + 3 * DAY);
        await insertMovement(tx, id, {
          concepto: 'Acreditación del préstamo',
          fecha: disbursed,
          debito: terms.montoPrestado,
          saldo: terms.montoPrestado,
        });
        for (const row of terms.schedule.slice(0, paid)) {
          await insertMovement(tx, id, {
            concepto: `Cuota ${row.number}/${terms.cantidadCuotas} descontada de haberes`,
            fecha: addMonths(disbursed, row.number),
            debito: pesos(row.interest, row.ivaOnInterest),
            credito: row.payment,
            saldo: row.balance,
          });
        }
        if (d.precancelled) {
          await insertMovement(tx, id, {
            concepto: 'Precancelación',
            fecha: new Date(addMonths(disbursed, paid).getTime() + 10 * DAY),
            credito: balanceAfterPaid,
            saldo: 0,
          });
        }
      }

      if (confirmedAt) {
        await insertSignature(tx, id, signaturePng);
        const loan = {
          id,
          producto,
          fecha,
          monto_prestado: String(terms.montoPrestado),
        };
        const file = await renderLegajoFile({
          member,
          loan: {
            ...loan,
            cantidad_cuotas: terms.cantidadCuotas,
            tna: String(terms.tna),
            cft: String(terms.cft),
          },
          signaturePng,
          confirmedAt,
          codeSentTo: maskAddress(member.mail),
          entidad: printedIdentity(DEMO_IDENTITY),
        });
        await insertFile(tx, id, file.pdf, file.sha256);
      }
      if (d.notice) {
        const noticeAt = Math.min((confirmedAt ?? fecha).getTime() + 3600_000, now.getTime());
        await addNotification(tx, memberId, { ...d.notice(id, producto), fecha: new Date(noticeAt) });
      }
    }
  }
  // The demo's history happened on its days: movements were recorded on their value day and each
  // signature a minute before its confirmation, not at the load (the console's timelines show both).
  await tx.query('UPDATE loan_movements SET registrado_at = fecha');
  await tx.query(
    `UPDATE loan_signatures s SET created_at = l.confirmed_at - interval '1 minute'
       FROM loans l WHERE l.id = s.loan_id AND l.confirmed_at IS NOT NULL`,
  );
}
