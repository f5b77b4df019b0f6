import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useMe } from '../../../lib/session/me';
import { DataTable } from '../../../components/data-table';
import { useStaffAccounts } from '../api/staff-accounts';
import { useStaffProposals } from '../api/staff-proposals';
import { staffColumns, type StaffAction } from './staff-columns';
import { StaffProposals } from './staff-proposals';
import { NewAccountDialog } from './new-account-dialog';
import { RolesDialog } from './roles-dialog';
import { ActiveDialog } from './active-dialog';
import { LoadError } from '../../../components/retry';

/**
 * 'Personal': the staff accounts. A new account and a change of roles are proposed here and applied
 * when another administrador approves them (on this same screen or in 'Pendientes'); disabling and
 * enabling act at once. The server refuses one's own account and leaving no active administrador.
 */
export function StaffScreen() {
  const { data: me } = useMe();
  const client = useQueryClient();
  const accounts = useStaffAccounts();
  const proposals = useStaffProposals();
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<StaffAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pending = useMemo(
    () =>
      new Set((proposals.data ?? []).filter((p) => p.kind === 'staff.roles').map((p) => Number(p.entityId))),
    [proposals.data],
  );
  const columns = useMemo(() => staffColumns(me?.email ?? '', pending, setActing), [me?.email, pending]);
  const finish = (message: string) => {
    setActing(null);
    setDone(message);
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Personal</h1>
          <p className="mt-1 text-sm text-slate-600">
            Las cuentas de la consola y sus roles. Una cuenta nueva o un cambio de roles los propone un
            administrador y los aprueba otro; deshabilitar y habilitar se aplican en el momento.
          </p>
        </div>
        <Button className="shrink-0" onClick={() => setCreating(true)}>
          Nueva cuenta
        </Button>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {proposals.isError && (
        <Alert tone="error">
          No se pudieron cargar las propuestas pendientes: {messageOf(proposals.error)}
        </Alert>
      )}
      <StaffProposals
        proposals={proposals.data ?? []}
        onDecided={(message) => {
          setDone(message);
          void client.invalidateQueries({ queryKey: ['staff-admin'] });
        }}
      />
      {accounts.isError && (
        <LoadError query={accounts}>No se pudieron cargar las cuentas: {messageOf(accounts.error)}</LoadError>
      )}
      {(accounts.data || accounts.isPending) && (
        <DataTable
          caption="Cuentas del personal"
          columns={columns}
          rows={accounts.data?.items ?? []}
          rowKey={(account) => account.id}
          isLoading={accounts.isPending}
          empty="Todavía no hay cuentas del personal."
        />
      )}
      <NewAccountDialog open={creating} onClose={() => setCreating(false)} onProposed={setDone} />
      {acting?.kind === 'roles' && (
        <RolesDialog account={acting.account} onClose={() => setActing(null)} onProposed={finish} />
      )}
      {acting?.kind === 'active' && (
        <ActiveDialog account={acting.account} onClose={() => setActing(null)} onDone={finish} />
      )}
    </div>
  );
}
