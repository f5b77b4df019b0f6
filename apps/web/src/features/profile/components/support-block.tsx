import { notifyError, notifySuccess } from '../../../lib/toasts';
import { ChatIcon } from '@portal/ui/icons/chat';
import { CopyIcon } from '@portal/ui/icons/copy';
import { MailIcon } from '@portal/ui/icons/mail';
import {
  supportChatUrl,
  supportMailto,
  useSupportContact,
  type SupportContact,
} from '../api/support-contact';

const rowClasses =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-sm font-medium text-brand-800 hover:bg-brand-50';

function ContactRows({ contact, memberName }: { contact: SupportContact; memberName: string }) {
  const chatUrl = supportChatUrl(
    contact,
    `Hola, soy ${memberName || 'socio'} y necesito ayuda con el portal de socios.`,
  );

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(contact.email);
      notifySuccess('Copiado', contact.email);
    } catch {
      notifyError('No se pudo copiar al portapapeles');
    }
  }

  return (
    <div className="mt-3 space-y-1">
      <div className="flex items-center gap-1">
        <a
          href={supportMailto(contact, 'Consulta desde el portal de socios')}
          className={`${rowClasses} flex-1`}
        >
          <MailIcon className="h-5 w-5" />
          <span className="truncate">{contact.email}</span>
        </a>
        <button
          type="button"
          onClick={() => void copyEmail()}
          aria-label="Copiar correo de soporte"
          className="flex h-12 w-12 items-center justify-center rounded-xl text-slate-500 hover:bg-brand-50 hover:text-brand-800"
        >
          <CopyIcon className="h-5 w-5" />
        </button>
      </div>
      {chatUrl && (
        <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={rowClasses}>
          <ChatIcon className="h-5 w-5" />
          Chatear por WhatsApp
        </a>
      )}
    </div>
  );
}

export function SupportBlock({ memberName }: { memberName: string }) {
  const contact = useSupportContact();
  return (
    <section
      aria-labelledby="support-title"
      aria-busy={contact.isPending}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="support-title" className="px-1 text-base font-semibold text-slate-900">
        ¿Necesita ayuda?
      </h2>
      <p className="mt-1 px-1 text-sm text-slate-600">
        Para cambiar su nombre o apellido, o por cualquier consulta, escríbanos.
      </p>
      {contact.data ? (
        <ContactRows contact={contact.data} memberName={memberName} />
      ) : contact.isError ? (
        <p className="mt-3 px-1 text-sm text-slate-600">
          No se pudo cargar el contacto de soporte.{' '}
          <button
            type="button"
            onClick={() => void contact.refetch()}
            className="min-h-11 font-medium text-brand-800 underline"
          >
            Reintentar
          </button>
        </p>
      ) : (
        <div aria-hidden="true" className="mt-3 h-12 animate-pulse rounded-xl bg-slate-100" />
      )}
    </section>
  );
}
