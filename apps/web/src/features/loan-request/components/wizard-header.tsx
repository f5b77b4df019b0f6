import { useLayoutEffect, useRef } from 'react';
import { ArrowLeftIcon } from '@portal/ui/icons/arrow-left';
import { stepTitles, type StepId } from '../utils/wizard-steps';

interface WizardHeaderProps {
  steps: StepId[];
  index: number;
  onBack: () => void;
}

/** The step's title (docs/product.md#route-table), a back arrow and the step indicator. */
export function WizardHeader({ steps, index, onBack }: WizardHeaderProps) {
  const step = steps[index];
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step takes the focus to its title, so a screen reader says where the member is now; in the
  // frame that paints the step (Preact runs a plain effect only after the paint).
  useLayoutEffect(() => heading.current?.focus(), [index]);
  return (
    <header className="rounded-b-3xl bg-brand-800 px-5 pt-4 pb-5 text-white">
      <button
        type="button"
        onClick={onBack}
        aria-label={index === 0 ? 'Volver a Préstamos' : 'Paso anterior'}
        className="-ml-2 flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <ArrowLeftIcon className="h-6 w-6" />
      </button>
      <p className="mt-1 text-sm text-brand-100">Solicitud de préstamo</p>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {step ? stepTitles[step] : ''}
      </h1>
      <ol aria-label={`Paso ${index + 1} de ${steps.length}`} className="mt-4 flex gap-1.5">
        {steps.map((id, i) => (
          <li
            key={id}
            aria-current={i === index ? 'step' : undefined}
            title={stepTitles[id]}
            className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-white' : 'bg-white/30'}`}
          >
            <span className="sr-only">{stepTitles[id]}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-brand-100" aria-hidden="true">
        Paso {index + 1} de {steps.length}
      </p>
    </header>
  );
}
