import { useState } from 'react';
import { shrinkImage } from '../../../lib/shrink-image';
import { checkPickedFile, checkShrunkSize, notAnImageMessage } from '../utils/documents';

/**
 * Turns a picked file into the data URL that is sent: type check, shrink (a phone photo of 8 MB becomes
 * a few hundred KB), then the 5 MB limit on the result. A file the browser cannot decode is not an image.
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
      const shrunk = await shrinkImage(file);
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
