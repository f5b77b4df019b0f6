import type { LoanDetail } from '@portal/contract';
import { formatMoney } from '@portal/ui/format';
import { Fact, Panel } from './panel';

const th = 'py-1.5 pr-3 text-left font-semibold';
const td = 'py-1.5 pr-3 align-top';

/** The member's other loans, and those this request pays off out of the amount lent. */
export function LoansPanel({ loan }: { loan: LoanDetail }) {
  const chosen = loan.solicitud?.precancelaciones ?? [];
  const chosenIds = new Set(chosen.map((p) => p.prestamoId));

  return (
    <Panel title="Otros préstamos y precancelaciones">
      <h3 className="text-sm font-semibold text-slate-800">Precancelaciones elegidas</h3>
      {chosen.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No eligió precancelar otros préstamos con este.</p>
      ) : (
        <table className="mt-1 w-full text-sm">
          <caption className="sr-only">Préstamos que este pedido precancela</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className={th}>N°</th>
              <th className={th}>Producto</th>
              <th className={th}>Saldo al solicitar</th>
              <th className={th}>Valor de cuota al solicitar</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {chosen.map((p) => (
              <tr key={p.prestamoId}>
                <td className={td}>{p.prestamoId}</td>
                <td className={td}>{p.producto}</td>
                <td className={`${td} tabular-nums`}>{formatMoney(p.saldo)}</td>
                <td className={`${td} tabular-nums`}>{formatMoney(p.montoCuota)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loan.netoATransferir !== null && (
        <dl className="mt-3">
          <Fact label="Neto a transferir al socio (el monto menos lo que se precancela)">
            <span className="font-semibold">{formatMoney(loan.netoATransferir)}</span>
          </Fact>
        </dl>
      )}

      <h3 className="mt-5 text-sm font-semibold text-slate-800">Otros préstamos del socio</h3>
      {loan.otrosPrestamos.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No tiene otros préstamos.</p>
      ) : (
        <table className="mt-1 w-full text-sm">
          <caption className="sr-only">Otros préstamos del socio</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className={th}>N°</th>
              <th className={th}>Producto</th>
              <th className={th}>Estado</th>
              <th className={th}>Saldo</th>
              <th className={th}>Valor de cuota</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loan.otrosPrestamos.map((o) => (
              <tr key={o.id}>
                <td className={td}>{o.id}</td>
                <td className={td}>{o.producto}</td>
                <td className={td}>
                  {o.estado}
                  {chosenIds.has(o.id) && (
                    <span className="ml-2 whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      Se precancela
                    </span>
                  )}
                </td>
                <td className={`${td} tabular-nums`}>{formatMoney(o.saldo)}</td>
                <td className={`${td} tabular-nums`}>{formatMoney(o.montoCuota)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
