import { contactChannelLabels, type CollectionItem } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Button } from '@portal/ui/button';
import { formatDateTime, formatMoney, toServerDate } from '@portal/ui/format';
import { Dialog } from '../../../components/dialog';
import { LoadError } from '../../../components/retry';
import { useContacts } from '../api/contacts';

/** A loan's contact log, newest first, with who recorded each contact and the promises made. */
export function ContactsDialog({ loan, onClose }: { loan: CollectionItem; onClose: () => void }) {
  const contacts = useContacts(loan.id);
  const items = contacts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open title={`Contactos - Préstamo N° ${loan.id}`} onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">
        {loan.socio.nombre}, DNI {loan.socio.dni}. El más reciente primero.
      </p>
      {contacts.isPending && <p className="text-sm text-slate-500">Cargando...</p>}
      {contacts.isError && (
        <LoadError query={contacts}>No se pudieron leer los contactos: {messageOf(contacts.error)}</LoadError>
      )}
      {contacts.data && items.length === 0 && (
        <p className="text-sm text-slate-600">Todavía no hay contactos registrados para este préstamo.</p>
      )}
      {items.length > 0 && (
        <ol aria-label="Contactos del préstamo" className="max-h-[60vh] space-y-3 overflow-y-auto p-px">
          {items.map((c) => (
            <li key={c.id} className="rounded-lg p-3 ring-1 ring-slate-200">
              <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-900">{contactChannelLabels[c.canal]}</span>
                <span className="tabular-nums text-slate-700">{toServerDate(c.fechaNegocio)}</span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{c.nota}</p>
              {c.promesaFecha && (
                <p className="mt-1 text-sm text-slate-700">
                  Promete pagar{c.promesaImporte !== null && ` ${formatMoney(c.promesaImporte)}`} el{' '}
                  {toServerDate(c.promesaFecha)}.
                </p>
              )}
              <p className="mt-1 text-xs text-slate-500">
                Registró {c.personal} el {formatDateTime(c.fecha)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {contacts.hasNextPage && (
        <div className="mt-3 text-center">
          <Button
            variant="secondary"
            onClick={() => void contacts.fetchNextPage()}
            disabled={contacts.isFetchingNextPage}
          >
            {contacts.isFetchingNextPage ? 'Cargando...' : 'Ver más'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
