const aligns = { left: 'text-left', right: 'text-right' } as const;

/** One column's header: its label, right-aligned for figures, or only for screen readers (a buttons column). */
export interface HeaderCell {
  label: string;
  align?: keyof typeof aligns;
  srOnly?: boolean;
  /** Padding and wrapping of this header, in place of the table's `cell`. */
  className?: string;
}

/** A table's header row (`scope="col"` on each cell), written once for the small hand-made tables. */
export function TableHead({
  columns,
  cell,
  className,
}: {
  columns: HeaderCell[];
  /** Padding of every header cell, e.g. 'px-4 py-2'. */
  cell: string;
  className: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={[column.className ?? cell, column.align && aligns[column.align]]
              .filter(Boolean)
              .join(' ')}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
