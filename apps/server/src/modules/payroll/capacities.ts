import {
  payrollMessages,
  proposalApprovePermissions,
  proposalPayloadSchemas,
  type CapacitiesVerdict,
  type FileProblemView,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/connection';
import { HttpError, conflict } from '../../lib/http-error';
import { defineProposalKind, type ProposalsService } from '../proposals/index';
import { writeAudit } from '../audit/index';
import { capacitiesLayout } from './files/layouts';
import { readPayrollFile } from './files/read-file';
import type { SpooledFile } from './upload';
import * as repo from './capacities-repository';
import type { StaffActor } from '../../console/permissions';

/** The dry run lists this many problems and unmatched DNIs; the counts cover the whole file. */
export const LISTED = 1000;
const BATCH = 2000;

/** MARGEN when the organismo sent it; otherwise its share of net pay, rounded down to the cent. */
export const capacityOf = (haberNeto: number, margen: number | null, porcentaje: string) =>
  margen ?? Math.floor((haberNeto * Math.round(Number(porcentaje) * 100)) / 10_000);

/**
 * Reads the whole file once, batch by batch: problems by line and field, and which DNIs are members of
 * the organismo. `onBatch` receives the valid lines (the commit writes them; the dry run does not).
 */
async function readCapacities(
  q: Queryable,
  organismo: repo.OrganismoPayroll,
  file: SpooledFile,
  onBatch: (lines: repo.CapacityLine[]) => Promise<void>,
) {
  const problems: FileProblemView[] = [];
  const unmatched: { line: number; dni: string }[] = [];
  let problemCount = 0;
  let period: string | null = null;
  let lines = 0;
  let matched = 0;
  let batch: repo.CapacityLine[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const members = new Set(
      (
        await repo.membersByDni(
          q,
          organismo.id,
          batch.map((l) => l.dni),
        )
      ).map((m) => m.dni),
    );
    for (const l of batch) {
      if (members.has(l.dni)) matched += 1;
      else if (unmatched.length < LISTED) unmatched.push({ line: l.line, dni: l.dni });
    }
    await onBatch(batch);
    batch = [];
  };

  for await (const event of readPayrollFile(file.read(), capacitiesLayout, {
    organismoId: organismo.id,
    period: null,
  })) {
    if (event.type === 'problem') {
      problemCount += 1;
      if (problems.length < LISTED) problems.push(event.problem);
    } else if (event.type === 'header') {
      period = event.record.PERIODO;
    } else if (event.type === 'end') {
      lines = event.summary.details;
    } else if (event.type === 'detail') {
      const r = event.record;
      batch.push({
        line: event.line,
        dni: r.DNI,
        cuil: r.CUIL,
        legajo: r.LEGAJO,
        haberNeto: r.HABER_NETO,
        margen: r.MARGEN,
        capacidad: capacityOf(r.HABER_NETO, r.MARGEN, organismo.capacidad_porcentaje),
      });
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return { problems, problemCount, unmatched, period, lines, matched };
}

/**
 * Approving a capacities import: the lines kept with the proposal are applied in the approval's
 * transaction, under the organismo's lock, and the import is audited with who approved it.
 */
export const capacitiesKind = () =>
  defineProposalKind({
    kind: 'payroll.capacities',
    payload: proposalPayloadSchemas['payroll.capacities'],
    approvePermission: proposalApprovePermissions['payroll.capacities'],
    async apply(tx, payload, proposal, actor) {
      await repo.lockOrganismo(tx, payload.organismoId);
      const pending = await repo.pendingImport(tx, payload.importId);
      if (!pending || pending.organismo_id !== payload.organismoId)
        throw conflict(payrollMessages.capacitiesChanged);
      if (await repo.importExists(tx, pending.organismo_id, pending.sha256))
        throw conflict(payrollMessages.alreadyImported);
      await repo.applyImport(tx, pending.id, pending.organismo_id, pending.period);
      await repo.markApplied(tx, pending.id);
      await writeAudit(tx, {
        staffId: actor.staffId,
        address: actor.address,
        action: 'capacities.import',
        entity: 'organismo',
        entityId: pending.organismo_id,
        after: {
          propuesta: proposal.id,
          importId: pending.id,
          period: pending.period,
          lines: pending.lines,
          matched: pending.matched,
          sha256: pending.sha256,
        },
      });
      return { after: null };
    },
  });

export function createCapacitiesImport({ db, proposals }: { db: Db; proposals: ProposalsService }) {
  return {
    /**
     * A dry run checks and answers the verdict. A commit checks the whole file first and, only when
     * it has no problem, keeps its lines (all or none) and proposes the import for a second tesorería
     * (four eyes): members take their new capacity when it is approved. A commit refused for problems
     * answers the verdict; one while another import of the organismo is pending is refused (409).
     */
    async upload(
      organismoId: number,
      file: SpooledFile,
      dryRun: boolean,
      actor: StaffActor,
    ): Promise<{ verdict: CapacitiesVerdict } | { Status: number; Mensaje: string; proposalId: number }> {
      const organismo = await repo.findOrganismo(db, organismoId);
      if (!organismo) throw new HttpError(404, payrollMessages.unknownOrganismo);
      const checked = await readCapacities(db, organismo, file, async () => undefined);
      const verdict: CapacitiesVerdict = {
        dryRun,
        imported: false,
        importId: null,
        organismoId,
        period: checked.period,
        lines: checked.lines,
        matched: checked.matched,
        problems: checked.problems,
        problemCount: checked.problemCount,
        unmatched: checked.unmatched,
      };
      const duplicate = await repo.importExists(db, organismoId, file.sha256);
      if (duplicate) {
        verdict.problems.unshift({ line: 0, field: null, message: payrollMessages.alreadyImported });
        verdict.problemCount += 1;
      }
      if (dryRun || verdict.problemCount > 0 || checked.period === null) return { verdict };
      const period = checked.period;

      return db.transaction(async (tx) => {
        await repo.lockOrganismo(tx, organismoId);
        const importId = await repo.insertImport(tx, {
          organismoId,
          period,
          sha256: file.sha256,
          lines: checked.lines,
          matched: checked.matched,
          staffId: actor.staffId,
        });
        // The proposal first: one pending import per organismo, refused before any line is written.
        const proposalId = await proposals.propose(
          tx,
          {
            kind: 'payroll.capacities',
            entity: 'organismo',
            entityId: organismoId,
            payload: {
              organismoId,
              importId,
              period,
              lineasArchivo: checked.lines,
              coinciden: checked.matched,
              sha256: file.sha256,
            },
            pendingMessage: payrollMessages.capacitiesPending,
          },
          actor,
        );
        // Read again from the spooled file: the same bytes that were just checked.
        await readCapacities(tx, organismo, file, (lines) =>
          repo.insertLines(tx, importId, organismoId, lines).then(() => undefined),
        );
        return { Status: 200, Mensaje: payrollMessages.capacitiesProposed, proposalId };
      });
    },
  };
}
