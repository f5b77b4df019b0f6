import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FieldError } from '@portal/ui/field-error';
import { inputClasses } from '@portal/ui/text-field';

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return { inputId, describedBy };
}

function Frame({
  inputId,
  label,
  error,
  hint,
  className = '',
  children,
}: FieldFrameProps & { inputId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text (notes, reasons), with its error and hint tied to it for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <Frame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClasses} py-2`}
        {...props}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrameProps {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Elija un motivo' or 'Todos'). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the browser's own list is the most usable on every device. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <Frame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
