import { auditActionLabels, auditEntityLabels, proposalKindLabels } from '@portal/contract';

const steps: Record<string, string> = {
  propose: 'Propuso',
  approve: 'Aprobó',
  reject: 'Rechazó',
};

/**
 * An audited action in words: its own name, or for a four-eyes step the step and the kind's name
 * ('Aprobó: Imputación de resultados'); an action the console does not know keeps its code.
 */
export function actionLabel(action: string): string {
  const named = auditActionLabels[action];
  if (named) return named;
  const dot = action.lastIndexOf('.');
  const step = steps[action.slice(dot + 1)];
  const kind = proposalKindLabels[action.slice(0, dot)];
  return step && kind ? `${step}: ${kind}` : action;
}

export const entityLabel = (entity: string) => auditEntityLabels[entity] ?? entity;

/** The actions the filter offers, by name; a code from the address that is not among them is kept. */
export function actionOptions(current: string) {
  const codes = new Set([
    ...Object.keys(auditActionLabels),
    ...Object.keys(proposalKindLabels).flatMap((kind) => Object.keys(steps).map((s) => `${kind}.${s}`)),
  ]);
  if (current) codes.add(current);
  return [...codes]
    .map((code) => ({ value: code, label: actionLabel(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

export function entityOptions(current: string) {
  const options = Object.entries(auditEntityLabels).map(([value, label]) => ({ value, label }));
  if (current && !(current in auditEntityLabels)) options.push({ value: current, label: current });
  return options;
}
