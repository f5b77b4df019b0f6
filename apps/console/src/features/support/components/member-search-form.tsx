import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { SearchForm, useSearchForm } from '../../../components/search-form';
import { memberSearchFormSchema } from './search-query';

/**
 * One field: a DNI, the start of a surname or an e-mail. `initial` comes from the address; when it is not
 * valid, the error shows at once instead of a search.
 */
export function MemberSearchForm({
  initial,
  invalid,
  onSearch,
}: {
  initial: string;
  invalid: boolean;
  onSearch: (q: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSearchForm(memberSearchFormSchema, { q: initial }, invalid);

  return (
    <SearchForm
      label="Buscar socios"
      onSubmit={(event) => void handleSubmit(({ q }) => onSearch(q))(event)}
      className="flex items-start gap-3"
    >
      <TextField
        label="DNI, apellido o correo"
        hint="El DNI completo (con o sin puntos), el comienzo del apellido sin importar tildes, o el correo completo."
        maxLength={100}
        autoComplete="off"
        className="max-w-xl flex-1"
        error={errors.q?.message}
        {...register('q')}
      />
      <Button type="submit" className="mt-6 shrink-0">
        Buscar
      </Button>
    </SearchForm>
  );
}
