import type { ReactNode } from 'react';
import { BrandLogo } from '@portal/ui/brand-logo';

/** The frame of the public screens: brand on top, a white card with the title and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pt-[max(2rem,env(safe-area-inset-top))] pb-8">
      <div className="mb-6 flex flex-col items-center text-center">
        <BrandLogo className="h-16 w-16" />
        <p className="mt-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">Portal de Socios</p>
      </div>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
