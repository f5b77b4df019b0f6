import { genericLayout } from './generic';
import type { BankFileLayout } from './layout';

/** Every layout the system can write; another bank's is one file beside this one and one line here. */
const layouts: Readonly<Record<string, BankFileLayout>> = {
  [genericLayout.name]: genericLayout,
};

/** The layout new batches take (stored on each batch, so an older batch keeps its own). */
export const defaultBankLayout = genericLayout.name;

export function bankLayout(name: string): BankFileLayout {
  const layout = layouts[name];
  if (!layout) throw new Error(`bank file layout ${name} is not registered`);
  return layout;
}
