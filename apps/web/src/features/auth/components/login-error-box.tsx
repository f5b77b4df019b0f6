import { isApiError, type ApiErrorKind } from '@portal/ui/api-error';

const kindLabels: Record<ApiErrorKind, string> = {
  status: 'Respuesta del servidor',
  html: 'Respuesta HTML inesperada',
  'invalid-response': 'Respuesta inválida',
  network: 'Error al conectar con el servidor',
  timeout: 'Tiempo de espera agotado',
  offline: 'Sin conexión a internet',
};

export interface LoginFailure {
  error: unknown;
  time: Date;
}

/** The red box of the login screen: the processed message plus technical details for support. */
export function LoginErrorBox({ failure }: { failure: LoginFailure }) {
  const { error, time } = failure;
  const api = isApiError(error) ? error : null;
  const message = api?.Mensaje ?? (error instanceof Error ? error.message : 'Error al iniciar sesión');
  const details: [string, string][] = [
    ['Hora', time.toLocaleTimeString('es-AR')],
    ['Tipo de error', api ? kindLabels[api.kind] : 'Error inesperado'],
    ['Código', api?.code ?? 'ERR_UNKNOWN'],
    ['Estado', api ? String(api.Status) : '-'],
  ];
  return (
    <div role="alert" className="mb-5 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{message}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-red-700">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}:</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
