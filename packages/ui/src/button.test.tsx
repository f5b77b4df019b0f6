import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a plain button unless told to submit, and keeps the classes it is given', () => {
    render(
      <form>
        <Button className="mt-6">Volver</Button>
        <Button type="submit" variant="secondary">
          Guardar
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Volver' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Volver' })).toHaveClass('bg-brand-800', 'mt-6');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('type', 'submit');
  });

  it("takes its size from the theme's tokens, so each app sizes its own controls", () => {
    expect(buttonClasses('ghost').split(' ')).toEqual(
      expect.arrayContaining(['min-h-control', 'w-button', 'rounded-control', 'text-control']),
    );
  });
});
