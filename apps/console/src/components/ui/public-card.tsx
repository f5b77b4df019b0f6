import type { ReactNode } from 'react';
import { BrandLogo } from '@portal/ui/brand-logo';

/** The frame of the screens before sign-in: the console's name on top, a white card with the form. */
export function PublicCard({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Room for two columns (the second-factor enrolment). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 py-10">
      <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandLogo className="h-11 w-11" />
          <div>
            <p className="text-lg leading-tight font-bold text-slate-900">Consola del personal</p>
            <p className="text-sm leading-tight text-slate-500">Portal de Socios</p>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
