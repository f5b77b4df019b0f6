import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@portal/ui/brand-logo';
import { buttonClasses } from '@portal/ui/button';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: se intentó abrir una ruta inexistente: ${pathname}`);
  }, [pathname]);
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-sm">
        <BrandLogo className="mx-auto mb-4 h-14 w-14" />
        <p className="text-5xl font-bold text-brand-800">404</p>
        <h1 className="mt-2 text-xl font-semibold text-slate-900">Oops! Página no encontrada</h1>
        <Link to="/" className={buttonClasses('primary', 'mt-6')}>
          Volver al Inicio
        </Link>
      </div>
    </main>
  );
}
