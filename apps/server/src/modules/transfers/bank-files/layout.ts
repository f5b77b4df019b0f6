/** One payment of a batch, as every layout receives it (README.md beside this file). */
export interface BankFileRow {
  prestamo: number;
  /** The CBU/CVU, or null when the member's account is given by its alias. */
  cbu: string | null;
  alias: string | null;
  cuit: string;
  /** Integer cents. */
  importeCents: number;
}

export interface BankFileLayout {
  /** What `transfer_batches.layout` stores. */
  name: string;
  extension: string;
  contentType: string;
  render(batch: { id: number; rows: readonly BankFileRow[] }): Buffer;
}

/** The reference a batch's line carries, which the bank echoes in its result file. */
export const lineReference = (batchId: number, loanId: number) => `L${batchId}-P${loanId}`;
