/**
 * What a 'Valor de cuota' shown beside it is (docs/decisions/012-installment-value.md): what payroll
 * deducts that month, IVA on the interest included. Interest falls month by month, so while later
 * installments remain the member is told they are somewhat smaller.
 * `number` is the installment shown (1 for a plan or a loan not yet repaid); undefined when unknown.
 */
export function installmentNote(number: number | undefined, installments: number): string {
  if (number === undefined) return 'Lo que se descuenta de sus haberes cada mes, IVA incluido.';
  const which =
    installments === 1 ? 'Cuota única, IVA incluido.' : `Cuota ${number} de ${installments}, IVA incluido.`;
  return number < installments
    ? `${which} Las siguientes son algo menores: el interés baja cada mes.`
    : which;
}
