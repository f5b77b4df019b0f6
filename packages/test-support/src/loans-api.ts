import type { LoanLinesResponse, LoanRequestResponse, PlansResponse } from '@portal/contract/loan-request';
import { paths } from '@portal/contract/paths';
import type { Page } from 'playwright-core';
import { callApi } from './api';
import { readMail } from './mailbox';

/** A signature as the pad gives it (canvas.toDataURL(), a PNG), drawn in `page` with a few strokes. */
export async function drawSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const pen = canvas.getContext('2d');
    if (!pen) throw new Error('no 2d context');
    pen.lineWidth = 3;
    pen.beginPath();
    pen.moveTo(60, 120);
    for (const [x, y] of [
      [120, 60],
      [180, 140],
      [270, 70],
      [360, 130],
      [450, 80],
      [540, 110],
    ] as const)
      pen.lineTo(x, y);
    pen.stroke();
    return canvas.toDataURL('image/png');
  });
}

export interface RequestDocuments {
  /** Base64 JPEG or PNG pictures of the DNI: front, back, and the member holding it. */
  front: string;
  back: string;
  holding: string;
  signature: string;
}

/**
 * Sends a loan request as the wizard would (SolicitaPrestamo, no pre-cancellation) for the cheapest plan
 * of `line` up to `amount`, so that it takes as little of the member's capacity as possible; answers the
 * new loan's number. It is 'Pendiente de evaluación' until the demo approval (DEMO_APPROVAL_SECONDS).
 */
export async function requestLoan(
  serverUrl: string,
  uat: string,
  documents: RequestDocuments,
  { line = 'Préstamo Personal', amount = 700_000 } = {},
): Promise<number> {
  const { LineasPrestamos } = await callApi<LoanLinesResponse>(serverUrl, paths.loanLines, { uat });
  const lineId = LineasPrestamos.find((l) => l.Nombre === line)?.Id;
  if (!lineId) throw new Error(`no loan line ${line}`);
  const { PlanesDisponibles } = await callApi<PlansResponse>(serverUrl, paths.plans, {
    uat,
    LineaId: lineId,
    DisponibleDeclarado: amount,
  });
  const plan = [...PlanesDisponibles].sort((a, b) => a.MontoCuota - b.MontoCuota)[0];
  if (!plan) throw new Error(`no plan of ${line} up to ${amount} is offered`);
  const { PrestamoId } = await callApi<LoanRequestResponse>(serverUrl, paths.requestLoan, {
    uat,
    LineaPrestamoId: lineId,
    ImporteSolicitado: plan.MontoPrestado,
    CantidadCuotas: plan.CantidadCuotas,
    MontoCuota: plan.MontoCuota,
    FotoDNIAnverso: documents.front,
    FotoDNIReverso: documents.back,
    FotoSosteniendoDNI: documents.holding,
    FirmaOlografica: documents.signature,
  });
  return PrestamoId;
}

/**
 * Confirms an approved loan as the confirmation screen does: asks for the code (SolicitaToken), reads it
 * from the e-mail to `mail`, and sends it with the signature (ConfirmarPrestamo).
 */
export async function confirmLoan(
  serverUrl: string,
  { uat, mail }: { uat: string; mail: string },
  loanId: number,
  signature: string,
): Promise<void> {
  await callApi(serverUrl, paths.requestToken, { uat, PrestamoId: loanId });
  const code = await readMail(serverUrl, mail, /Portal de Socios:\s*(\d{6})\b/);
  await callApi(serverUrl, paths.confirmLoan, {
    uat,
    PrestamoId: loanId,
    Token: code,
    FirmaOlografica: signature,
  });
}
