import { supportMessages, type MemberView } from '@portal/contract';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/index';
import * as repo from './repository';
import type { StaffActor } from '../../console/permissions';

const toSummary = (m: repo.MemberSummaryRow) => ({
  id: m.id,
  nombre: `${m.nombres} ${m.apellido}`,
  dni: m.dni,
  mail: m.mail,
  organismo: m.organismo,
  bloqueado: m.blocked,
});

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService({
  db,
  sendPasswordReset,
}: {
  db: Db;
  /** The accounts module's reset link, sent on the member's address. */
  sendPasswordReset: (memberId: number) => Promise<boolean>;
}) {
  return {
    search: async (text: string) => ({ items: (await repo.searchMembers(db, text)).map(toSummary) }),

    async view(id: number): Promise<MemberView> {
      const member = await repo.findMember(db, id);
      if (!member) throw notFound(supportMessages.notFound);
      const [loans, notices] = await Promise.all([
        repo.listMemberLoans(db, id),
        repo.listMemberNotifications(db, id),
      ]);
      return {
        ...toSummary(member),
        nombres: member.nombres,
        apellido: member.apellido,
        celular: member.celular,
        ejercito: member.ejercito,
        registradoEl: member.created_at.toISOString(),
        bloqueadoDesde: member.blocked_at?.toISOString() ?? null,
        sesionesAbiertas: member.open_sessions,
        prestamos: loans.map((l) => ({
          id: l.id,
          producto: l.producto,
          estado: l.estado,
          saldo: Number(l.saldo),
          fecha: l.fecha.toISOString(),
        })),
        notificaciones: notices.map((n) => ({
          id: n.id,
          titulo: n.titulo,
          fecha: n.fecha.toISOString(),
          vista: n.visto,
          conocimiento: n.conocimiento,
        })),
      };
    },

    /** Name, surname and DNI change only here (the member app says so), always with a reason. */
    async correct(
      id: number,
      changes: { nombres?: string | undefined; apellido?: string | undefined; dni?: string | undefined },
      reason: string,
      actor: StaffActor,
    ) {
      try {
        await db.transaction(async (tx) => {
          const member = await repo.findMember(tx, id, true);
          if (!member) throw notFound(supportMessages.notFound);
          const before = { nombres: member.nombres, apellido: member.apellido, dni: member.dni };
          const after = {
            nombres: changes.nombres ?? member.nombres,
            apellido: changes.apellido ?? member.apellido,
            dni: changes.dni ?? member.dni,
          };
          if (JSON.stringify(before) === JSON.stringify(after))
            throw badRequest(supportMessages.nothingToCorrect);
          await repo.updateIdentity(tx, id, after);
          await writeAudit(tx, {
            ...actor,
            action: 'member.correct',
            entity: 'member',
            entityId: id,
            before,
            after,
            reason,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'members_dni_key')) throw conflict(supportMessages.dniTaken);
        throw error;
      }
    },

    /** Blocking also ends every open session at once; a blocked member cannot sign in. */
    async setBlocked(id: number, blocked: boolean, reason: string, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const member = await repo.findMember(tx, id, true);
        if (!member) throw notFound(supportMessages.notFound);
        await repo.setBlocked(tx, id, blocked);
        if (blocked) await repo.revokeAllSessions(tx, id);
        await writeAudit(tx, {
          ...actor,
          action: blocked ? 'member.block' : 'member.unblock',
          entity: 'member',
          entityId: id,
          before: { bloqueado: member.blocked },
          after: { bloqueado: blocked },
          reason,
        });
      });
    },

    /** The access request's file; the export itself is audited (it holds the member's documents). */
    async exportData(id: number, actor: StaffActor) {
      const row = await repo.memberDataExport(db, id);
      if (!row?.data.socio) throw notFound(supportMessages.notFound);
      await writeAudit(db, { ...actor, action: 'member.export', entity: 'member', entityId: id });
      return { generado: new Date().toISOString(), ...row.data };
    },

    async passwordMail(id: number, actor: StaffActor) {
      if (!(await sendPasswordReset(id))) throw notFound(supportMessages.notFound);
      await writeAudit(db, { ...actor, action: 'member.password_mail', entity: 'member', entityId: id });
    },

    async revokeSessions(id: number, reason: string, actor: StaffActor) {
      await db.transaction(async (tx) => {
        const member = await repo.findMember(tx, id, true);
        if (!member) throw notFound(supportMessages.notFound);
        await repo.revokeAllSessions(tx, id);
        await writeAudit(tx, {
          ...actor,
          action: 'member.revoke_sessions',
          entity: 'member',
          entityId: id,
          before: { sesionesAbiertas: member.open_sessions },
          reason,
        });
      });
    },
  };
}
