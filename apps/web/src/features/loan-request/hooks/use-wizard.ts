import { useState } from 'react';
import type { Plan } from '@portal/contract/loan-request';
import { useUser } from '../../../lib/session/session-context';
import type { DocumentId } from '../utils/documents';
import { stepsFor } from '../utils/wizard-steps';

export interface WizardData {
  /** What the member typed on the amount step (es-AR). */
  amountText: string;
  lineId: number | null;
  preCancellationIds: number[];
  plan: Plan | null;
  /** Shrunk pictures as data URLs. */
  documents: Partial<Record<DocumentId, string>>;
}

export const emptyWizard: WizardData = {
  amountText: '',
  lineId: null,
  preCancellationIds: [],
  plan: null,
  documents: {},
};

/** The steps of this member and what has been filled in so far; `reset` starts over (docs/product.md#the-request-wizard). */
export function useWizard() {
  const steps = stepsFor(useUser());
  const [index, setIndex] = useState(0);
  const [data, setData] = useState<WizardData>(emptyWizard);
  const step = steps[index] ?? steps[0] ?? 'combined';
  return {
    steps,
    index,
    step,
    data,
    update: (patch: Partial<WizardData>) => setData((current) => ({ ...current, ...patch })),
    /** Functional, so two pictures finishing together both stay. */
    setDocument: (id: DocumentId, dataUrl: string) =>
      setData((current) => ({ ...current, documents: { ...current.documents, [id]: dataUrl } })),
    next: () => setIndex((i) => Math.min(i + 1, steps.length - 1)),
    /** docs/product.md#the-request-wizard: back goes to the previous step; from the first step nothing happens. */
    back: () => setIndex((i) => Math.max(i - 1, 0)),
    reset: () => {
      setData(emptyWizard);
      setIndex(0);
    },
  };
}

export type Wizard = ReturnType<typeof useWizard>;
