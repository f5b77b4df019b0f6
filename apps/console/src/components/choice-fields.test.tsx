import { render, screen } from '@testing-library/react';
import { SelectField, TextAreaField } from './choice-fields';

describe('TextAreaField and SelectField', () => {
  it('tie their label and error to the control', () => {
    render(
      <>
        <TextAreaField label="Nota" error="Escriba una nota" />
        <SelectField
          label="Motivo"
          placeholder="Elija un motivo"
          options={[{ value: 'a', label: 'Otro motivo' }]}
          error="Elija un motivo de rechazo"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveAccessibleDescription('Escriba una nota');
    const select = screen.getByRole('combobox', { name: 'Motivo' });
    expect(select).toHaveAccessibleDescription('Elija un motivo de rechazo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Elija un motivo',
      'Otro motivo',
    ]);
  });
});
