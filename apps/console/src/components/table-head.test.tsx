import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('names each column for screen readers, aligns figures right and hides a buttons column', () => {
    render(
      <table>
        <TableHead
          className="text-xs"
          cell="px-4 py-2"
          columns={[
            { label: 'Cuotas', align: 'left' },
            { label: 'TNA', align: 'right' },
            { label: 'Acciones', srOnly: true, className: 'py-2' },
          ]}
        />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Cuotas', 'TNA', 'Acciones']);
    expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers[0]).toHaveClass('px-4', 'py-2', 'text-left');
    expect(headers[1]).toHaveClass('px-4', 'py-2', 'text-right');
    expect(headers[2]!.className).toBe('py-2');
    expect(within(headers[2]!).getByText('Acciones')).toHaveClass('sr-only');
  });
});
