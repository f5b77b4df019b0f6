import { BrandLogo } from '@portal/ui/brand-logo';
import { ProgressBar } from './progress-bar';

export function LoadingScreen({ message, progress }: { message: string; progress: number }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm" role="status">
        <BrandLogo className="mx-auto mb-5 h-14 w-14" />
        <p className="mb-4 text-base font-medium text-slate-700">{message}</p>
        <ProgressBar value={progress} label={message} />
      </div>
    </main>
  );
}
