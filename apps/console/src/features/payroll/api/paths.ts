import { fillPath } from '@portal/contract/paths';
/** A payroll path with its organismo (and period) filled in: '/api/console/organismos/2/periods/202612'. */
export const pathOf = (template: string, id: number, period?: string) =>
  fillPath(template, period === undefined ? { id } : { id, period });

/** '202612' (AAAAMM) -> '12/2026', as staff read a period. */
export const periodLabel = (period: string) => {
  const match = /^(\d{4})(\d{2})$/.exec(period);
  return match ? `${match[2]}/${match[1]}` : period;
};

/** The month after `period` (AAAAMM): the next deduction orders to generate. */
export const nextPeriod = (period: string) => {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(4));
  return month === 12 ? `${year + 1}01` : `${year}${String(month + 1).padStart(2, '0')}`;
};
