import { Button } from '@portal/ui/button';

type StepActionsProps = {
  /** Absent on the first step: there is nothing before it (docs/product.md#the-request-wizard). */
  onBack?: (() => void) | undefined;
  nextLabel?: string;
  disabled?: boolean;
} & (
  | { onNext: () => void; submit?: never }
  /** 'Continuar' submits the step's form (Enter in its field does the same). */
  | { submit: true; onNext?: never }
);

export function StepActions({
  onBack,
  onNext,
  submit,
  nextLabel = 'Continuar',
  disabled = false,
}: StepActionsProps) {
  return (
    <div className="mt-6 flex gap-3">
      {onBack && (
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          Atrás
        </Button>
      )}
      <Button type={submit ? 'submit' : 'button'} className="flex-[2]" onClick={onNext} disabled={disabled}>
        {nextLabel}
      </Button>
    </div>
  );
}

/** A validation message of docs/product.md#validation under a step. */
export function StepError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
