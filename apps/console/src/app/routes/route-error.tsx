import { Button } from '@portal/ui/button';
import { AlertIcon } from '@portal/ui/icons/alert';

/** Shown when a screen fails to load (e.g. a chunk missing after a deploy) or throws while rendering. */
export function RouteError() {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
        <AlertIcon className="mx-auto mb-3 h-10 w-10 text-red-600" />
        <h1 className="text-lg font-semibold text-slate-900">Ocurrió un error inesperado</h1>
        <p className="mt-1 text-sm text-slate-600">Recargue la página para continuar.</p>
        <Button className="mt-6 w-full" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      </div>
    </main>
  );
}
