import { useState } from 'react';
import type { Plan } from '@portal/contract/loan-request';
import { useUser } from '../../../lib/session/session-context';
import type { DocumentId } from '../utils/documents';
import { stepsFor } from '../utils/wizard-steps';
import { useLeaveGuard } from './use-leave-guard';
import { useStepHistory } from './use-step-history';

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

export const leavePhotosQuestion = '¿Desea salir de la solicitud? Se descartarán las fotos que tomó.';

/**
 * The steps of this member, one history entry each (use-step-history.ts), and what has been filled in so
 * far; `reset` starts over (docs/product.md#the-request-wizard). Photos are never dropped silently: leaving
 * the wizard with photos taken asks first.
 */
export function useWizard() {
  const steps = stepsFor(useUser());
  const [data, setData] = useState<WizardData>(emptyWizard);
  const hasPhotos = Object.keys(data.documents).length > 0;
  const history = useStepHistory(steps.length, () =>
    !hasPhotos || window.confirm(leavePhotosQuestion) ? 'leave' : 'stay',
  );
  useLeaveGuard(hasPhotos, leavePhotosQuestion);
  const { index } = history;
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
    next: history.next,
    back: history.back,
    exit: history.exit,
    reset: () => {
      setData(emptyWizard);
      history.restart();
    },
  };
}

export type Wizard = ReturnType<typeof useWizard>;
