/** A news item as members' phones show it (docs/product.md#calls): the member app's and the console preview's. */
export interface NewsView {
  id: number;
  title: string;
  /** As staff wrote it: shown through htmlToText, never as HTML. */
  content: string;
  /** ISO 8601. */
  date: string;
  /** A URL the <img> reads (a JPEG data URL in the member app), or null for no image. */
  image: string | null;
}
