import { useQueryClient } from '@tanstack/react-query';
import { formatCbu, formatCuit, type Settings } from '@portal/contract';
import { formatDateTime } from '@portal/ui/format';
import { ProposalFacts } from '../../../components/proposal-facts';
import { ProposalDecision } from '../../../components/proposal-decision';
import { settingsQueryOptions } from '../api/settings';
import { BankAccountForm } from './bank-account-form';

/**
 * 'Cuenta bancaria de la asociación': where the notices tell a member to pay what the payroll did not
 * deduct. Members send money to it, so a change is a proposal that another administrador approves here
 * or in the inbox; while one waits no other can be proposed.
 */
export function BankAccountSection({
  settings,
  onDone,
}: {
  settings: Settings;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const { bankAccount: account, bankAccountProposal: pending } = settings;
  const decided = (message: string) => {
    onDone(message);
    void client.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
  };

  return (
    <section
      aria-labelledby="bank-account-title"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="bank-account-title" className="text-lg font-semibold text-slate-900">
        Cuenta bancaria de la asociación
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        La que los avisos indican a los socios para pagar una cuota que el organismo no descontó.
      </p>
      {account ? (
        <dl
          aria-label="Cuenta vigente"
          className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
        >
          <dt className="text-slate-500">Titular</dt>
          <dd className="break-words text-slate-900">{account.titular}</dd>
          <dt className="text-slate-500">CUIT</dt>
          <dd className="whitespace-nowrap text-slate-900">{formatCuit(account.cuit)}</dd>
          <dt className="text-slate-500">CBU</dt>
          <dd className="whitespace-nowrap font-mono text-slate-900">{formatCbu(account.cbu)}</dd>
          <dt className="text-slate-500">Alias</dt>
          <dd className="whitespace-nowrap text-slate-900">{account.alias}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm font-medium text-amber-800">
          Todavía no hay una cuenta cargada: los avisos no pueden decirle al socio cómo pagar.
        </p>
      )}
      <div className="mt-6">
        {pending ? (
          <div
            role="group"
            aria-label="Cambio propuesto"
            className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
          >
            <p className="text-sm text-amber-950">
              Propuesta por {pending.proposedBy} el {formatDateTime(pending.proposedAt)}, espera la aprobación
              de otro administrador.
            </p>
            <ProposalFacts proposal={pending} />
            <ProposalDecision proposal={pending} onDecided={decided} />
          </div>
        ) : (
          <>
            <h3 className="mb-3 text-base font-semibold text-slate-900">
              {account ? 'Proponer otra cuenta' : 'Proponer la cuenta'}
            </h3>
            <BankAccountForm current={account} onProposed={onDone} />
          </>
        )}
      </div>
    </section>
  );
}
