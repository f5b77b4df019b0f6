import { formatCbu, formatCuit, transferBatchMessages, type PayeeAccount } from '@portal/contract';

/** The member's account as a transfer pays it: the CBU in its two blocks, or the alias. */
export const payeeAccountText = (a: PayeeAccount) =>
  a.cbu ? `CBU ${formatCbu(a.cbu)}` : `Alias ${a.alias ?? ''}`;

/** The fraud brake's warning, where tesorería proposes a transfer to that account. */
export const recentAccountWarning = `${transferBatchMessages.recentAccount}: quien apruebe deberá escribir una nota que confirme que verificó el cambio con el socio.`;

/** The account a transfer proposed now pays, with the brake's warning when it changed within 48 hours. */
export function PayeeAccountBox({ account }: { account: PayeeAccount | null }) {
  if (!account)
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
        El socio no tiene una cuenta cargada: verifique la cuenta de destino con el socio.
      </p>
    );
  return (
    <div className="space-y-2">
      <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
        <p className="text-slate-500">Cuenta del socio</p>
        <p className="font-medium text-slate-900 tabular-nums">{payeeAccountText(account)}</p>
        <p className="text-slate-700 tabular-nums">CUIT {formatCuit(account.cuitTitular)}</p>
      </div>
      {account.reciente && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {recentAccountWarning}
        </p>
      )}
    </div>
  );
}
