import { useState } from 'react';
import type { CftCap, RateLine } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatDateTime } from '@portal/ui/format';
import { ProposalDecision } from '../../../components/proposal-decision';
import { ProposalFacts } from '../../../components/proposal-facts';
import type { Proposal } from '../../../lib/proposals/proposal';
import { percent } from './figures';
import { RateEditor } from './rate-editor';
import { RenameForm } from './rename-form';
import { VersionTable } from './version-table';

/**
 * The organismos whose members are not offered some rows of the table in force (their CFT cap is lower),
 * with those rows' installment counts: allowed, but worth seeing (docs/decisions/014-cft-cap-per-organismo.md).
 */
function rowsOverCaps(line: RateLine, topes: CftCap[]) {
  const rows = line.versions.find((v) => v.estado === 'vigente')?.rows ?? [];
  return topes.flatMap((t) => {
    const over = [...new Set(rows.filter((r) => r.cft !== null && r.cft > t.cftMaximo).map((r) => r.cuotas))];
    return over.length > 0 ? [{ ...t, cuotas: over }] : [];
  });
}

function Pending({
  title,
  proposal,
  onNotice,
}: {
  title: string;
  proposal: Proposal;
  onNotice: (m: string) => void;
}) {
  return (
    <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm font-semibold text-amber-900">
        {title}, propuesto por {proposal.proposedBy} el {formatDateTime(proposal.proposedAt)}
      </p>
      <ProposalFacts proposal={proposal} />
      <ProposalDecision proposal={proposal} onDecided={onNotice} />
    </div>
  );
}

/** One line: its name, its versions, what waits for approval on it, and new versions and names. */
export function LineCard({
  line,
  topes,
  onNotice,
}: {
  line: RateLine;
  topes: CftCap[];
  onNotice: (message: string) => void;
}) {
  const [editing, setEditing] = useState<'version' | 'name' | null>(null);
  const titleId = `linea-${line.id}`;
  const overCaps = rowsOverCaps(line, topes);
  const done = (message: string) => {
    setEditing(null);
    onNotice(message);
  };
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {line.nombre}
        </h2>
        {!editing && (
          <div className="flex gap-2">
            {!line.renombre && (
              <Button variant="ghost" onClick={() => setEditing('name')}>
                Cambiar el nombre
              </Button>
            )}
            {!line.pendiente && (
              <Button variant="secondary" onClick={() => setEditing('version')}>
                Nueva versión
              </Button>
            )}
          </div>
        )}
      </div>
      {line.versions.length === 0 && (
        <p className="text-sm text-slate-600">
          La línea todavía no tiene una tabla: no se ofrece a los socios.
        </p>
      )}
      {!line.versions.some((v) => v.estado === 'vigente') && line.versions.length > 0 && (
        <Alert tone="info">La línea se ofrece a los socios desde que rija su primera versión.</Alert>
      )}
      {overCaps.length > 0 && (
        <Alert tone="warning">
          {overCaps.map((c) => (
            <span key={c.organismo} className="block">
              A los socios de {c.organismo} (tope {percent(c.cftMaximo)}) no se les ofrecen los planes de{' '}
              {c.cuotas.join(', ')} cuotas cuyo CFT lo supera.
            </span>
          ))}
        </Alert>
      )}
      {line.renombre && (
        <Pending title="Nombre nuevo pendiente de aprobación" proposal={line.renombre} onNotice={onNotice} />
      )}
      {line.pendiente && (
        <Pending title="Versión pendiente de aprobación" proposal={line.pendiente} onNotice={onNotice} />
      )}
      {editing === 'name' && <RenameForm line={line} onClose={() => setEditing(null)} onProposed={done} />}
      {editing === 'version' && (
        <RateEditor mode={{ kind: 'version', line }} onClose={() => setEditing(null)} onProposed={done} />
      )}
      <div className="space-y-3">
        {line.versions.map((version) => (
          <VersionTable key={version.id ?? 'inicial'} version={version} />
        ))}
      </div>
    </section>
  );
}
