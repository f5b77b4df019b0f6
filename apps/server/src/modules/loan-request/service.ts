import {
  loanDocumentLabels,
  type loanRequestCalls,
  loanRequestMessages,
  loanStates,
  type LoanDocumentField,
  type Body,
  type PreCancellation,
} from '@portal/contract';
import type { Db } from '../../db/connection';
import { badRequest, forbidden } from '../../lib/http-error';
import { addNotification } from '../notifications/index';
import { installmentDue, offeredPlan, plans } from '../loan-math/index';
import { centsOf } from '../../db/numeric';
import { insertLoan } from '../loans/index';
import { decodeSignature } from '../loans/index';
import { affordability, checkDeclaredAmount, loadLine, memberFacts, plansInput } from './affordability';
import { decodeDocument, type DecodedDocument } from './documents';
import { requestNoticeTexts } from './notices';
import * as repo from './repository';

type RequestBody = Body<typeof loanRequestCalls.requestLoan>;
/** SolicitaPrestamoEjercito: no pre-cancellations, no income documents. */
type ArmyRequestBody = Body<typeof loanRequestCalls.requestLoanArmy>;

const DNI_DOCUMENTS: LoanDocumentField[] = ['FotoDNIAnverso', 'FotoDNIReverso', 'FotoSosteniendoDNI'];
const INCOME_DOCUMENTS: LoanDocumentField[] = ['CertificadoHaberes', 'ReciboHaberes'];

const idsOf = (items: { PrestamoId: number }[] | undefined) => (items ?? []).map((i) => i.PrestamoId);
const cents = (pesos: number) => Math.round(pesos * 100);

/** Every required document decoded and checked, in the wizard's order; the first problem answers. */
async function decodeDocuments(
  body: Partial<Record<LoanDocumentField, string>>,
  fields: LoanDocumentField[],
): Promise<DecodedDocument[]> {
  // One at a time: each decode takes a core, and the first problem answers.
  const documents: DecodedDocument[] = [];
  for (const field of fields) {
    const text = body[field];
    if (!text) throw badRequest(loanRequestMessages.documentMissing(loanDocumentLabels[field]));
    documents.push(await decodeDocument(field, text));
  }
  return documents;
}

export type LoanRequestService = ReturnType<typeof createLoanRequestService>;

export function createLoanRequestService({ db, today }: { db: Db; today: () => Promise<string> }) {
  /**
   * SolicitaPrestamo (`army` false) and SolicitaPrestamoEjercito (`army` true). Everything that needs no
   * database is checked first; then, with the member's capacity locked, the plan is recomputed and the
   * loan, documents, signature, pre-cancellations and notification are written in one transaction.
   */
  async function submit(
    memberId: number,
    body: RequestBody | ArmyRequestBody,
    army: boolean,
    preCancellationIds: number[],
  ) {
    const member = await memberFacts(db, memberId);
    if (member.ejercito && !army) throw forbidden(loanRequestMessages.armyMustUseArmyCall);
    if (!member.ejercito && army) throw forbidden(loanRequestMessages.onlyForArmy);
    const incomeRequired = !army && member.requiere_haberes;
    const documents = await decodeDocuments(
      body,
      incomeRequired ? [...DNI_DOCUMENTS, ...INCOME_DOCUMENTS] : DNI_DOCUMENTS,
    );
    const signature = await decodeSignature(body.FirmaOlografica);
    const line = await loadLine(db, body.LineaPrestamoId, { inForceOn: await today() });

    return db.transaction(async (tx) => {
      await repo.lockMemberCapacity(tx, memberId);
      const facts = await memberFacts(tx, memberId);
      const { available, preCancelled } = await affordability(tx, memberId, facts, preCancellationIds);
      // The amount asked for is the plan's amount, so it is its own declared bound: no cap is needed.
      const plan = offeredPlan(
        plansInput(line, available, null, facts.cft_maximo),
        body.ImporteSolicitado,
        body.CantidadCuotas,
      );
      if (!plan || cents(plan.MontoCuota) !== cents(body.MontoCuota)) {
        throw badRequest(loanRequestMessages.planNotOffered);
      }
      const loanId = await insertLoan(tx, {
        memberId,
        lineId: line.id,
        producto: line.nombre,
        estado: loanStates.pendingEvaluation,
        montoPrestado: plan.MontoPrestado,
        montoCuota: plan.MontoCuota,
        cantidadCuotas: plan.CantidadCuotas,
        tna: plan.TNA,
        cft: plan.CFT,
        rateVersionId: line.versionId,
      });
      await repo.insertRequest(tx, { loanId, memberId, ejercito: army, cuotaDisponible: available });
      for (const d of documents) await repo.insertDocument(tx, loanId, d.kind, d.mime, d.bytes);
      await repo.insertRequestSignature(tx, loanId, signature);
      for (const target of preCancelled) await repo.insertPreCancellation(tx, loanId, target);
      await addNotification(
        tx,
        memberId,
        requestNoticeTexts.received(loanId, line.nombre, plan.MontoPrestado, plan.CantidadCuotas),
      );
      return loanId;
    });
  }

  return {
    async lines() {
      return (await repo.listOfferedLines(db, await today())).map((l) => ({ Id: l.id, Nombre: l.nombre }));
    },

    async preCancellations(memberId: number): Promise<PreCancellation[]> {
      return (await repo.listPreCancellable(db, memberId)).map((l) => ({
        PrestamoId: l.id,
        Producto: l.producto,
        Fecha: l.fecha.toISOString(),
        Saldo: Number(l.saldo),
        // 'Valor de cuota' as the loans list shows it: this month's deduction (docs/decisions/012).
        MontoCuota:
          (installmentDue(centsOf(l.monto_prestado), Number(l.tna), l.cantidad_cuotas, l.cuotas_restantes)
            ?.payment ?? centsOf(l.monto_cuota)) / 100,
        CantidadCuotas: l.cantidad_cuotas,
        CuotasRestantes: l.cuotas_restantes,
      }));
    },

    /**
     * Every plan the member can afford on the line. Army members: no pre-cancellations and no declared
     * amount (their flow has neither), so both are ignored.
     */
    async plans(memberId: number, body: Body<typeof loanRequestCalls.plans>) {
      // Independent reads: on PostgreSQL they run side by side instead of one after the other.
      const [line, facts] = await Promise.all([
        today().then((inForceOn) => loadLine(db, body.LineaId, { inForceOn })),
        memberFacts(db, memberId),
      ]);
      const declared = facts.ejercito ? null : (body.DisponibleDeclarado ?? null);
      checkDeclaredAmount(line, declared);
      const ids = facts.ejercito ? [] : idsOf(body.Precancelaciones);
      const { available } = await affordability(db, memberId, facts, ids);
      const offered = plans(plansInput(line, available, declared, facts.cft_maximo));
      const largest = offered.reduce((max, p) => Math.max(max, p.MontoPrestado), 0);
      return {
        Mensaje: offered.length > 0 ? loanRequestMessages.plansOk : loanRequestMessages.noAvailableCredit,
        PlanesDisponibles: offered,
        DisponibleDeclarado: largest,
        CuotaDisponible: available,
      };
    },

    request: (memberId: number, body: RequestBody) =>
      submit(memberId, body, false, idsOf(body.Precancelaciones)),
    requestArmy: (memberId: number, body: ArmyRequestBody) => submit(memberId, body, true, []),
  };
}
