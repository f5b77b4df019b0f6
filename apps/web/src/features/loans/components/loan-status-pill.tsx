import type { CSSProperties } from 'react';
import type { Loan } from '@portal/contract/loans';
import { loanCardColor, type LoanColor } from '../utils/loan-rules';

type Named = Exclude<LoanColor, `#${string}`>;

// Full class names (not built from the colour name) so that Tailwind finds them in the source.
const pillClasses: Record<Named, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  teal: 'bg-teal-100 text-teal-800 ring-teal-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
};
export const stripeClasses: Record<Named, string> = {
  green: 'bg-green-500',
  red: 'bg-red-500',
  teal: 'bg-teal-500',
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-400',
};

const isHex = (color: LoanColor): color is `#${string}` => color.startsWith('#');

/** Black or white text, whichever reads better on a server-given colour (WCAG relative luminance). */
function textOn(hex: string) {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#0f172a' : '#ffffff';
}

export function colorStyle(color: LoanColor): { className: string; style?: CSSProperties } {
  return isHex(color)
    ? { className: 'ring-black/10', style: { backgroundColor: color, color: textOn(color) } }
    : { className: pillClasses[color] };
}

export function stripeStyle(color: LoanColor): { className: string; style?: CSSProperties } {
  return isHex(color)
    ? { className: '', style: { backgroundColor: color } }
    : { className: stripeClasses[color] };
}

type PillLoan = Pick<Loan, 'Estado' | 'Transferido' | 'Confirmable' | 'Color'>;

export function LoanStatusPill({ loan, className = '' }: { loan: PillLoan; className?: string }) {
  const color = loanCardColor(loan);
  const { className: colorClasses, style } = colorStyle(color);
  return (
    <span
      data-color={color}
      style={style}
      className={`inline-block max-w-full rounded-2xl px-2.5 py-1 text-center text-xs leading-tight font-semibold ring-1 ring-inset ${colorClasses} ${className}`}
    >
      {loan.Estado}
    </span>
  );
}
