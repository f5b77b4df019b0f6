import { useSearchParams } from 'react-router';
import { permissionsOf } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { idFromParam } from '../../../lib/id-param';
import { useMe } from '../../../lib/session/me';
import { SelectField } from '../../../components/choice-fields';
import { useOrganismos } from '../api/organismos';
import { OrganismoSettings } from './organismo-settings';
import { PeriodsSection } from './periods-section';
import { CapacitiesImport } from './capacities-import';
import { LoadError } from '../../../components/retry';

/**
 * 'Haberes': for one organismo (kept in the address, ?organismo=2), its payroll settings, its periods
 * with what comes next for each (orders, results, posting, close) and the capacities import. Tesorería
 * exchanges the files; parámetros keeps the settings.
 */
export function PayrollScreen() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const organismos = useOrganismos();
  if (!me) return null;
  const granted = permissionsOf(me.roles);
  const files = granted.has('payroll.manage');
  const settings = granted.has('parameters.manage');
  const chosenId = idFromParam(params.get('organismo'));
  const chosen = organismos.data?.find((o) => o.id === chosenId) ?? null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Haberes</h1>
        <p className="mt-1 text-sm text-slate-600">
          Los archivos que se intercambian con cada organismo: capacidades de descuento, órdenes de descuento
          de cada período, resultados aplicados y cierre del mes.
        </p>
      </div>
      {!files && !settings ? (
        <Alert tone="info">
          Sus roles no permiten ver esta sección: la usan Tesorería (archivos de haberes) y Parámetros (datos
          de haberes de cada organismo).
        </Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <SelectField
              label="Organismo"
              className="w-96 max-w-full"
              placeholder={organismos.isPending ? 'Cargando organismos...' : 'Elija un organismo'}
              options={(organismos.data ?? []).map((o) => ({ value: String(o.id), label: o.nombre }))}
              value={chosen ? String(chosen.id) : ''}
              disabled={!organismos.data}
              onChange={(event) =>
                setParams(event.target.value ? new URLSearchParams({ organismo: event.target.value }) : {})
              }
            />
            {chosen && (
              <p className="pb-2 text-sm text-slate-600">
                {chosen.nombreCorto} · N° {chosen.id}
              </p>
            )}
          </div>
          {organismos.isError && (
            <LoadError query={organismos}>
              No se pudieron cargar los organismos: {messageOf(organismos.error)}
            </LoadError>
          )}
          {organismos.data && chosenId !== null && !chosen && (
            <Alert tone="error">No existe el organismo N° {chosenId}: elija otro de la lista.</Alert>
          )}
          {organismos.data && chosenId === null && (
            <Alert tone="info">Elija un organismo para ver sus períodos y sus archivos de haberes.</Alert>
          )}
          {chosen && (
            // A new organismo starts every section again (forms, verdicts, notices).
            <div key={chosen.id} className="space-y-6">
              <OrganismoSettings organismo={chosen} editable={settings} />
              {files && <PeriodsSection organismo={chosen} />}
              {files && <CapacitiesImport organismo={chosen} />}
            </div>
          )}
        </>
      )}
    </div>
  );
}
