import { useState } from 'react';
import type { Wizard } from '../hooks/use-wizard';
import { missingDocumentMessage, type DocumentSpec } from '../utils/documents';
import { DocumentPicker } from './document-picker';
import { StepActions } from './step-actions';

interface DocumentsStepProps {
  wizard: Wizard;
  intro: string;
  documents: DocumentSpec[];
}

/** 'Documento de Identidad' and 'Documentos de Haberes': every picture of the step is required. */
export function DocumentsStep({ wizard, intro, documents }: DocumentsStepProps) {
  const [checked, setChecked] = useState(false);
  const values = wizard.data.documents;

  function onNext() {
    setChecked(true);
    if (documents.every((doc) => values[doc.id])) wizard.next();
  }

  return (
    <section>
      <p className="mb-3 text-sm text-slate-600">{intro}</p>
      <ul className="space-y-3">
        {documents.map((doc) => (
          <DocumentPicker
            key={doc.id}
            spec={doc}
            value={values[doc.id]}
            missing={checked ? missingDocumentMessage(doc.label) : undefined}
            onChange={(dataUrl) => wizard.setDocument(doc.id, dataUrl)}
          />
        ))}
      </ul>
      <StepActions onBack={wizard.index > 0 ? wizard.back : undefined} onNext={onNext} />
    </section>
  );
}
