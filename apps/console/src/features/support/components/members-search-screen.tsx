import { useSearchParams } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { DataTable } from '../../../components/data-table';
import { useMemberSearch } from '../api/search-members';
import { queryOf } from './search-query';
import { MemberSearchForm } from './member-search-form';
import { memberResultColumns } from './member-result-columns';
import { LoadError } from '../../../components/retry';

/**
 * 'Socios': find a member by DNI, surname or e-mail. The query lives in the address (?q=…), so a search
 * survives a reload and comes back with 'Atrás'.
 */
export function MembersSearchScreen() {
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const q = queryOf(params);
  const invalid = q === null && typed.trim() !== '';
  const search = useMemberSearch(q);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Socios</h1>
        <p className="mt-1 text-sm text-slate-600">
          Busque un socio para ver sus datos, préstamos y notificaciones, corregir su nombre, apellido o DNI,
          bloquearlo o descargar todo lo que guardamos de él.
        </p>
      </div>
      <MemberSearchForm
        initial={typed}
        invalid={invalid}
        onSearch={(chosen) => setParams(new URLSearchParams({ q: chosen }))}
      />
      {search.isError && <LoadError query={search}>No se pudo buscar: {messageOf(search.error)}</LoadError>}
      {q !== null && (search.data || search.isPending) && (
        <DataTable
          caption="Socios encontrados"
          columns={memberResultColumns}
          rows={search.data?.items ?? []}
          rowKey={(member) => member.id}
          isLoading={search.isPending}
          empty={`Ningún socio coincide con «${q}». Revise el DNI o el correo, o pruebe con el comienzo del apellido.`}
        />
      )}
    </div>
  );
}
