import {
  auditActionLabels,
  auditActionName,
  auditEntityLabels,
  auditEntityName,
  proposalStepActions,
} from '@portal/contract';

/**
 * An audited action in words: its own name, or for a four-eyes step the step and the kind's name
 * ('Aprobó: Imputación de resultados'); an action the console does not know keeps its code. The
 * exports name actions the same way (the contract's auditActionName).
 */
export const actionLabel = auditActionName;

export const entityLabel = auditEntityName;

/** The actions the filter offers, by name; a code from the address that is not among them is kept. */
export function actionOptions(current: string) {
  const codes = new Set([...Object.keys(auditActionLabels), ...proposalStepActions()]);
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
