import { ClockIcon } from './icons';

/** An honest screen for a section whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="px-4 pt-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm">
        <ClockIcon className="mx-auto mb-3 h-10 w-10 text-brand-700" />
        <p className="font-medium text-slate-800">Estamos preparando esta sección.</p>
        <p className="mt-1 text-sm text-slate-500">Estará disponible próximamente.</p>
      </div>
    </section>
  );
}
