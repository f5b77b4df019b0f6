import { useState } from 'react';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { formatDateTime } from '@portal/ui/format';
import { useSettings } from '../api/settings';
import { SettingsForm } from './settings-form';
import { BusinessDateSection } from './business-date-section';
import { BankAccountSection } from './bank-account-section';
import { IdentitySection } from './identity-section';
import { LoadError } from '../../../components/retry';

/** 'Ajustes' (settings.manage): what members read at run time, changed without a new build. */
export function SettingsScreen() {
  const settings = useSettings();
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Ajustes</h1>
        <p className="mt-1 text-sm text-slate-600">
          El contacto de soporte que los socios ven en su perfil, la identidad de la asociación que imprimen
          sus documentos y su cuenta bancaria. Se leen al usarlos: no hace falta publicar una versión nueva de
          la aplicación.
        </p>
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      {settings.isError && (
        <LoadError query={settings}>No se pudieron cargar los ajustes: {messageOf(settings.error)}</LoadError>
      )}
      {settings.isPending && <p className="text-sm text-slate-600">Cargando los ajustes...</p>}
      {settings.data && (
        <section
          aria-labelledby="support-contact-title"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="support-contact-title" className="text-lg font-semibold text-slate-900">
            Contacto de soporte
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {settings.data.updatedBy
              ? `Último cambio: ${formatDateTime(settings.data.updatedAt)}, por ${settings.data.updatedBy}.`
              : 'Todavía tiene los valores de la instalación: cámbielos antes de que los socios ingresen.'}
          </p>
          <SettingsForm settings={settings.data} onSaved={setSaved} />
        </section>
      )}
      {settings.data && <IdentitySection identity={settings.data.identity} onSaved={setSaved} />}
      {settings.data && <BankAccountSection settings={settings.data} onDone={setSaved} />}
      <BusinessDateSection />
    </div>
  );
}
