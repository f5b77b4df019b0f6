import type { UseMutationResult } from '@tanstack/react-query';
import type { LoanDetail } from '@portal/contract';
import { messageOf } from '@portal/ui/api-error';
import type { Decision } from '../api/use-decision';
import { isConflict } from './decision-failure';

/** What 'Aprobar', 'Rechazar' and 'Anular' each get from the decision panel. */
export interface DecisionDialogProps {
  loan: LoanDetail;
  onClose: () => void;
  onDone: (decision: Decision) => void;
  /** Someone else decided first (409): the panel closes the dialog and says so. */
  onConflict: (message: string) => void;
}

/** Sends the decision: done goes back to the queue, a conflict to the panel; other errors stay in the dialog. */
export const decide =
  <Values>(
    mutation: UseMutationResult<Decision, Error, Values>,
    { onDone, onConflict }: Pick<DecisionDialogProps, 'onDone' | 'onConflict'>,
  ) =>
  (values: Values) =>
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (isConflict(error)) onConflict(messageOf(error));
      },
    });
