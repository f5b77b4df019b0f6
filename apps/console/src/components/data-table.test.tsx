import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: ColumnDef<Row, unknown>[] = [
  { header: 'N°', accessorKey: 'id' },
  { header: 'Nombre', accessorKey: 'name' },
];

describe('DataTable', () => {
  it('shows one row per item under its headers, and asks for the next page', async () => {
    const onMore = vi.fn();
    render(
      <DataTable
        caption="Socios"
        columns={columns}
        rows={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Luis' },
        ]}
        rowKey={(r) => r.id}
        empty="Sin resultados"
        hasMore
        onMore={onMore}
      />,
    );
    expect(screen.getByRole('table', { name: 'Socios' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Luis' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing, and offers no next page without one', () => {
    render(
      <DataTable caption="Socios" columns={columns} rows={[]} rowKey={(r) => r.id} empty="Sin resultados" />,
    );
    expect(screen.getByRole('cell', { name: 'Sin resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });
});
