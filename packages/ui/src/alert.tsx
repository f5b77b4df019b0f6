import type { ReactNode } from 'react';
import { AlertIcon } from './icons/alert';
import { CheckCircleIcon } from './icons/check-circle';
import { InfoIcon } from './icons/info';

type Tone = 'error' | 'info' | 'success' | 'warning';

const tones: Record<Tone, { box: string; Icon: typeof AlertIcon }> = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', Icon: AlertIcon },
  info: { box: 'bg-brand-50 text-brand-900 ring-brand-200', Icon: InfoIcon },
  success: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CheckCircleIcon },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: AlertIcon },
};

/** A message box inside a screen; errors are announced at once (role alert), the rest politely. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg p-3 text-sm ring-1 ring-inset ${box}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
