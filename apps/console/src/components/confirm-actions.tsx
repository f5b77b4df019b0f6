import { messageOf } from '@portal/ui/api-error';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';

/**
 * The end of a dialog or form that sends something: the server's refusal (`error`, null when there is
 * none to show), 'Volver' and the action, which says what it is doing (`busy`) and waits while it runs.
 * Without `onConfirm` the action submits the form it stands in.
 */
export function ConfirmActions({
  error,
  pending,
  busy,
  confirm,
  onBack,
  back = 'Volver',
  onConfirm,
  variant = 'primary',
  disabled = false,
}: {
  error: unknown;
  pending: boolean;
  busy: string;
  confirm: string;
  onBack: () => void;
  back?: string;
  onConfirm?: () => void;
  variant?: 'primary' | 'danger';
  /** Not ready yet (nothing typed): the action waits too. */
  disabled?: boolean;
}) {
  return (
    <>
      {error != null && <Alert tone="error">{messageOf(error)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {back}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          variant={variant}
          disabled={pending || disabled}
          onClick={onConfirm}
        >
          {pending ? busy : confirm}
        </Button>
      </div>
    </>
  );
}
