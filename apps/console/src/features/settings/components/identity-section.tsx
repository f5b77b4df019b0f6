import { formatCuit, type AssociationIdentity } from '@portal/contract';
import { IdentityForm } from './identity-form';

/**
 * 'Identidad de la asociación': the legal name, CUIT, INAES registration and address that the legajo, the
 * libre deuda, the receipts and every e-mail's footer print. Changed at once by an administrador, audited;
 * documents already issued keep what they printed.
 */
export function IdentitySection({
  identity,
  onSaved,
}: {
  identity: AssociationIdentity | null;
  onSaved: (message: string) => void;
}) {
  return (
    <section
      aria-labelledby="identity-title"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="identity-title" className="text-lg font-semibold text-slate-900">
        Identidad de la asociación
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Se imprime en el legajo, el libre deuda, los recibos y el pie de los correos que se emitan desde el
        cambio; los ya emitidos no cambian.
      </p>
      {identity ? (
        <dl
          aria-label="Identidad vigente"
          className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
        >
          <dt className="text-slate-500">Razón social</dt>
          <dd className="break-words text-slate-900">{identity.razonSocial}</dd>
          <dt className="text-slate-500">CUIT</dt>
          <dd className="whitespace-nowrap text-slate-900">{formatCuit(identity.cuit)}</dd>
          <dt className="text-slate-500">Matrícula INAES</dt>
          <dd className="break-words text-slate-900">{identity.matriculaInaes}</dd>
          <dt className="text-slate-500">Domicilio legal</dt>
          <dd className="break-words text-slate-900">{identity.domicilio}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm font-medium text-amber-800">
          Todavía no está cargada: los documentos imprimen solo lo que se conoce de la asociación.
        </p>
      )}
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900">
        {identity ? 'Cambiar la identidad' : 'Cargar la identidad'}
      </h3>
      <IdentityForm current={identity} onSaved={onSaved} />
    </section>
  );
}
