import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-700 active:bg-brand-900 disabled:bg-slate-400',
  secondary:
    'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:text-slate-400 disabled:ring-slate-200',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50 disabled:text-slate-400',
  danger: 'bg-white text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50 disabled:text-slate-400',
};

/** Height, width, corners and text size come from the app's theme tokens (packages/ui/src/theme.css). */
export const buttonClasses = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-control w-button items-center justify-center gap-2 rounded-control px-4 text-control font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
