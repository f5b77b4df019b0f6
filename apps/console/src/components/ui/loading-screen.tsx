import { BrandLogo } from '@portal/ui/brand-logo';

export function LoadingScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div role="status" className="flex items-center gap-3 text-slate-600">
        <BrandLogo className="h-8 w-8 animate-pulse" />
        <span className="text-sm font-medium">{message}</span>
      </div>
    </main>
  );
}
