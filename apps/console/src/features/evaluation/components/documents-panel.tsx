import { useState } from 'react';
import type { LoanDetail } from '@portal/contract';
import { Alert } from '@portal/ui/alert';
import { DocumentViewer } from './document-viewer';
import { FileThumbnail } from './file-thumbnail';
import { loanFilesOf } from './loan-files';
import { Panel } from './panel';

/** The request's documents and signature as thumbnails; each opens in the viewer. */
export function DocumentsPanel({ loan, mayRead }: { loan: LoanDetail; mayRead: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const files = loanFilesOf(loan);

  return (
    <Panel title="Documentos y firma">
      {!loan.solicitud ? (
        <p className="text-sm text-slate-600">
          Este préstamo no vino de una solicitud con documentos: no hay nada que ver.
        </p>
      ) : !mayRead ? (
        <Alert tone="info">Su rol no permite ver los documentos de la solicitud.</Alert>
      ) : files.length === 0 ? (
        <p className="text-sm text-slate-600">La solicitud no trae documentos ni firma.</p>
      ) : (
        <>
          <p className="mb-3 text-xs text-slate-500">
            Ver los documentos y la firma queda registrado en la auditoría, con su nombre.
          </p>
          <ul aria-label="Documentos" className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
            {files.map((file, index) => (
              <li key={file.key} className="flex">
                <FileThumbnail loanId={loan.id} file={file} onOpen={() => setOpen(index)} />
              </li>
            ))}
          </ul>
          {open !== null && (
            <DocumentViewer
              loanId={loan.id}
              files={files}
              index={open}
              onIndex={setOpen}
              onClose={() => setOpen(null)}
            />
          )}
        </>
      )}
    </Panel>
  );
}
