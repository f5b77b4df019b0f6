import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { EyeIcon } from './icons/eye';
import { EyeOffIcon } from './icons/eye-off';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="flex size-toggle items-center justify-center rounded-toggle text-slate-500 hover:text-brand-800"
        >
          {/* Text, not aria-label: label queries for the field must not also find its toggle. */}
          <span className="sr-only">{`${visible ? 'Ocultar' : 'Mostrar'} ${props.label.toLowerCase()}`}</span>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
