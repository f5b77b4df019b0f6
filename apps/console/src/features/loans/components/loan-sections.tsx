import { useId } from 'react';
import { Link } from 'react-router';
import type { LoanDetail } from '@portal/contract';
import { formatDateTime, formatMoney, toServerDate } from '@portal/ui/format';
import { Fact, FactsCard, percent } from './loan-facts';
import { LoanStateBadge } from '../../../components/loan-state-badge';

export function TermsCard({ loan }: { loan: LoanDetail }) {
  return (
    <FactsCard title="Condiciones">
      <Fact label="Línea">{loan.producto}</Fact>
      <Fact label="Solicitado el">{formatDateTime(loan.solicitadoEl)}</Fact>
      <Fact label="Monto prestado">{formatMoney(loan.montoPrestado)}</Fact>
      <Fact label="Cuotas">{loan.cantidadCuotas}</Fact>
      {/* The first (largest) deduction, IVA included; later ones fall with the interest (docs/decisions/012). */}
      <Fact label="Primera cuota, IVA incluido">{formatMoney(loan.montoCuota)}</Fact>
      <Fact label="TNA">{percent(loan.tna)}</Fact>
      <Fact label="CFT">{percent(loan.cft)}</Fact>
    </FactsCard>
  );
}

export function AmountsCard({ loan }: { loan: LoanDetail }) {
  const transfer = loan.transferencia;
  return (
    <FactsCard title="Importes">
      <Fact label="Saldo">{formatMoney(loan.saldo)}</Fact>
      {loan.loteTransferencia !== null && (
        <Fact label="Lote de transferencias">N° {loan.loteTransferencia}</Fact>
      )}
      {loan.netoATransferir !== null && (
        <Fact label="Neto a transferir">{formatMoney(loan.netoATransferir)}</Fact>
      )}
      {transfer ? (
        <>
          <Fact label="Transferido el">{toServerDate(transfer.fecha) || transfer.fecha}</Fact>
          <Fact label="Importe transferido">{formatMoney(transfer.importe)}</Fact>
          <Fact label="Referencia bancaria">{transfer.referencia}</Fact>
        </>
      ) : (
        <Fact label="Transferencia">Sin transferencia registrada</Fact>
      )}
    </FactsCard>
  );
}

/** The member, read only: their own screen is another section of the console. */
export function MemberCard({ loan }: { loan: LoanDetail }) {
  const { socio } = loan;
  return (
    <FactsCard title="Socio">
      <Fact label="Nombre">{socio.nombre}</Fact>
      <Fact label="DNI">{socio.dni}</Fact>
      <Fact label="Organismo">
        {socio.organismo}
        {socio.ejercito && <span className="ml-2 text-xs text-slate-500">(Ejército)</span>}
      </Fact>
      <Fact label="Correo">{socio.mail}</Fact>
      <Fact label="Celular">{socio.celular ?? 'No informado'}</Fact>
    </FactsCard>
  );
}

const loanLink = (id: number) => (
  <Link to={`/prestamos/${id}`} className="font-medium text-brand-700 hover:underline">
    N° {id}
  </Link>
);

/** The member's loans that this one pays off when transferred, with what they owe now. */
export function PreCancellationsCard({ loan }: { loan: LoanDetail }) {
  const items = loan.solicitud?.precancelaciones ?? [];
  return (
    <FactsCard title="Precancelaciones">
      {items.length === 0 ? (
        <Fact label="Ninguna">Este préstamo no cancela otros.</Fact>
      ) : (
        items.map((p) => (
          <Fact key={p.prestamoId} label={p.producto}>
            {loanLink(p.prestamoId)} · Al solicitar: saldo {formatMoney(p.saldo)}, valor de cuota{' '}
            {formatMoney(p.montoCuota)}
          </Fact>
        ))
      )}
    </FactsCard>
  );
}

/** The member's other loans, each linked to its own file. */
export function OtherLoansCard({ loan }: { loan: LoanDetail }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        Otros préstamos del socio
      </h2>
      {loan.otrosPrestamos.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">El socio no tiene otros préstamos.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Otros préstamos del socio</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Número</th>
              <th scope="col">Línea y estado</th>
              <th scope="col">Saldo</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loan.otrosPrestamos.map((o) => (
              <tr key={o.id}>
                <td className="py-2 pr-3 align-top whitespace-nowrap">{loanLink(o.id)}</td>
                <td className="py-2 pr-3 align-top">
                  <p className="text-slate-900">{o.producto}</p>
                  <LoanStateBadge estado={o.estado} />
                </td>
                <td className="py-2 text-right align-top whitespace-nowrap tabular-nums">
                  <span className="block text-xs text-slate-500">Saldo</span>
                  {formatMoney(o.saldo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
