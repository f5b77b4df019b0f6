import { messageOf } from '@portal/ui/api-error';
import { useLoanFile, type LoanFile } from '../api/loan-file';
import { useObjectUrl } from '../hooks/use-object-url';
import { isPdf } from './loan-files';

/** A document's thumbnail: a button that opens it in the viewer. */
export function FileThumbnail({
  loanId,
  file,
  onOpen,
}: {
  loanId: number;
  file: LoanFile;
  onOpen: () => void;
}) {
  const { data: blob, isPending, isError, error } = useLoanFile(loanId, file);
  const url = useObjectUrl(blob);

  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Ver ${file.label}`}
      className="group flex w-full flex-col overflow-hidden rounded-lg bg-white text-left ring-1 ring-slate-200 hover:ring-2 hover:ring-brand-500"
    >
      <span className="flex h-28 items-center justify-center bg-slate-100">
        {isPending ? (
          <span className="text-xs text-slate-500">Cargando...</span>
        ) : isError ? (
          <span className="px-2 text-center text-xs text-red-700">{messageOf(error)}</span>
        ) : blob && isPdf(blob) ? (
          <span className="rounded-md bg-red-600 px-2 py-1 text-xs font-bold text-white">PDF</span>
        ) : (
          url && <img src={url} alt="" className="h-full w-full bg-white object-contain" />
        )}
      </span>
      <span className="px-2 py-1.5 text-xs font-medium text-slate-800 group-hover:text-brand-800">
        {file.label}
      </span>
    </button>
  );
}
