import { useState } from 'react';
import { readImageKind } from '../../../lib/image-content';
import { shrinkImage } from '../../../lib/shrink-image';
import { checkPickedFile, checkShrunkSize, notAnImageMessage } from '../utils/documents';

export const shrinkMeasure = 'loan-request:shrink-photo';

/**
 * Turns a picked file into the data URL that is sent: type check, content check (its first bytes must be
 * an image's, before any shrinking), shrink (a phone photo of 8 MB becomes a few hundred KB), then the
 * 5 MB limit on the result, which is what is sent. A file the browser cannot decode is not an image either.
 */
export function useDocumentFile(label: string, onReady: (dataUrl: string) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File) {
    const refused = checkPickedFile(file, label);
    if (refused) return setProblem(refused);
    setBusy(true);
    setProblem(null);
    try {
      if ((await readImageKind(file)) === null) return setProblem(notAnImageMessage);
      const started = performance.now();
      const shrunk = await shrinkImage(file);
      // A user-timing entry, so the benchmark (bench/shrink-photo.ts) times the real code in the real page.
      performance.measure(shrinkMeasure, {
        start: started,
        detail: { from: file.size, to: shrunk.blob.size },
      });
      const tooLarge = checkShrunkSize(shrunk.blob.size);
      if (tooLarge) return setProblem(tooLarge);
      onReady(shrunk.dataUrl);
    } catch {
      setProblem(notAnImageMessage);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, pick };
}
