import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** The text of each page as PDF.js (the engine of Firefox's viewer) reads it, items joined by spaces. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .filter((item): item is TextItem => 'str' in item)
          .map((item) => item.str)
          .join(' '),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
