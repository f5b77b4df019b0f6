import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@portal/ui/button';

/**
 * The form of a search whose filters come from the address: `initial` is what the address holds, and
 * when it is not valid (`invalid`) the errors show at once instead of a search that would ignore it.
 */
export function useSearchForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  initial: z.input<Schema>,
  invalid: boolean,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    values: initial,
  });
  const { trigger } = form;
  useEffect(() => {
    if (invalid) void trigger();
  }, [invalid, trigger]);
  return form;
}

/** The search's card: a form with the search landmark, named by `label` ('Buscar préstamos'). */
export function SearchForm({
  label,
  onSubmit,
  className = '',
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** How the fields are laid out inside the card. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`.trim()}
    >
      {children}
    </form>
  );
}

/** 'Buscar' and 'Limpiar' (which empties the fields and the address). */
export function SearchButtons({ onClear, className }: { onClear: () => void; className: string }) {
  return (
    <div className={className}>
      <Button type="submit">Buscar</Button>
      <Button variant="ghost" onClick={onClear}>
        Limpiar
      </Button>
    </div>
  );
}
