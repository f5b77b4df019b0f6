/**
 * One label and value of a <dl>. `sub` rows are the parts of the row above; `note` is a second
 * description of the same term, on its own line under both.
 */
export function DetailRow({
  label,
  value,
  note,
  sub = false,
}: {
  label: string;
  value: string;
  note?: string;
  sub?: boolean;
}) {
  return (
    <div className={`grid grid-cols-[auto_1fr] items-baseline gap-x-4 ${sub ? 'py-2 pl-4' : 'py-3'}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`text-right text-sm tabular-nums ${sub ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
      >
        {value}
      </dd>
      {note && <dd className="col-span-2 mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
