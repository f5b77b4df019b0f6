import { supportChatUrl, supportContact, supportMailto } from '../../../lib/support';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { ChatIcon } from '@portal/ui/icons/chat';
import { CopyIcon } from '@portal/ui/icons/copy';
import { MailIcon } from '@portal/ui/icons/mail';

const rowClasses =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-sm font-medium text-brand-800 hover:bg-brand-50';

export function SupportBlock({ memberName }: { memberName: string }) {
  const chatUrl = supportChatUrl(
    `Hola, soy ${memberName || 'socio'} y necesito ayuda con el portal de socios.`,
  );

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(supportContact.email);
      notifySuccess('Copiado', supportContact.email);
    } catch {
      notifyError('No se pudo copiar al portapapeles');
    }
  }

  return (
    <section
      aria-labelledby="support-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <h2 id="support-title" className="px-1 text-base font-semibold text-slate-900">
        ¿Necesitás ayuda?
      </h2>
      <p className="mt-1 px-1 text-sm text-slate-600">
        Para cambiar tu nombre o apellido, o por cualquier consulta, escribinos.
      </p>
      <div className="mt-3 space-y-1">
        <div className="flex items-center gap-1">
          <a href={supportMailto('Consulta desde el portal de socios')} className={`${rowClasses} flex-1`}>
            <MailIcon className="h-5 w-5" />
            <span className="truncate">{supportContact.email}</span>
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
    </section>
  );
}
