import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { RetryButton, type Retryable } from './retry';

/** The list a record's screen belongs to, linked above its title ('← Préstamos'). */
export interface BackLink {
  to: string;
  label: string;
}

/** A record's screen (a loan, a campaign): the link back to its list, the title, what may be done, the rest. */
export function FileFrame({
  back,
  title,
  aside,
  children,
}: {
  back: BackLink;
  title: string;
  /** Beside the title, on the right: the actions on the record. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div>
        <Link to={back.to} className="text-sm font-medium text-brand-700 hover:underline">
          {`← ${back.label}`}
        </Link>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {aside}
        </div>
      </div>
      {children}
    </div>
  );
}

/** A record that is still being read ('Cargando el préstamo...'), or could not be, with 'Reintentar'. */
export function FileQueryState({
  query,
  loading,
}: {
  query: Retryable & { isPending: boolean; error: unknown };
  loading: string;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        {loading}
      </p>
    );
  return (
    <>
      <Alert tone="error">{messageOf(query.error)}</Alert>
      <RetryButton query={query} />
    </>
  );
}
