import type { ReactNode } from 'react';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';

/** What a retry needs of a query: whether it is reading again, and how to ask it to. */
export interface Retryable {
  isFetching: boolean;
  refetch: () => unknown;
}

/** 'Reintentar' for a query that failed; it says 'Reintentando...' and waits while the query reads again. */
export function RetryButton({ query, className }: { query: Retryable; className?: string }) {
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      {query.isFetching ? 'Reintentando...' : 'Reintentar'}
    </Button>
  );
}

/** A list or section that could not be read: the error, with 'Reintentar' beside it. */
export function LoadError({
  query,
  children,
  className = '',
}: {
  query: Retryable;
  /** The alert's text, e.g. `No se pudieron cargar las tasas: ${messageOf(error)}`. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <div className="flex-1">
        <Alert tone="error">{children}</Alert>
      </div>
      <RetryButton query={query} />
    </div>
  );
}
