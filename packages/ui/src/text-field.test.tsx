import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(<TextField label="DNI" hint="Sin puntos" error="Ingrese su DNI" defaultValue="" />);
    const input = screen.getByLabelText('DNI');
    expect(input).toHaveAccessibleDescription('Ingrese su DNI Sin puntos');
    expect(input).toBeInvalid();
  });

  it('is valid and undescribed without an error or hint, and keeps the id it is given', () => {
    render(<TextField label="Correo electrónico" id="mail" />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('id', 'mail');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });
});
