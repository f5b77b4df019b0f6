import type { InputHTMLAttributes } from 'react';

export function CheckboxField({
  label,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-700">
      <input type="checkbox" className="h-5 w-5 rounded border-slate-300 accent-brand-800" {...props} />
      {label}
    </label>
  );
}
