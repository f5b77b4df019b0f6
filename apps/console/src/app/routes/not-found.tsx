import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@portal/ui/brand-logo';
import { buttonClasses } from '@portal/ui/button';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: se intentó abrir una ruta inexistente de la consola: ${pathname}`);
  }, [pathname]);
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <BrandLogo className="mx-auto mb-4 h-12 w-12" />
        <p className="text-4xl font-bold text-brand-800">404</p>
        <h1 className="mt-2 text-lg font-semibold text-slate-900">Página no encontrada</h1>
        <p className="mt-1 text-sm text-slate-600">
          La dirección no corresponde a ninguna pantalla de la consola.
        </p>
        <Link to="/" className={buttonClasses('primary', 'mt-6 w-full')}>
          Ir al inicio
        </Link>
      </div>
    </main>
  );
}
