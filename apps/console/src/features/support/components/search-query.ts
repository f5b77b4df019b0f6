import { z } from 'zod';
import { memberSearchSchema } from '@portal/contract';

/**
 * A DNI may be typed with dots or spaces ('28.765.432'): the server finds a DNI only as digits, so those
 * go. Anything else (a surname, an e-mail) is kept as typed, trimmed.
 */
const normalise = (text: string) => {
  const trimmed = text.trim();
  return /^[\d.\s]+$/.test(trimmed) ? trimmed.replace(/[.\s]/g, '') : trimmed;
};

/** The search form: one field in, the contract's query out (memberSearchSchema's rules and messages). */
export const memberSearchFormSchema = z.object({
  q: z.string().transform(normalise).pipe(memberSearchSchema.shape.q),
});

/**
 * The address's query, checked: null when there is none (nothing to look for yet) or it is not valid
 * (the form then says why).
 */
export function queryOf(params: URLSearchParams): string | null {
  const raw = params.get('q');
  if (raw === null || raw.trim() === '') return null;
  const parsed = memberSearchFormSchema.safeParse({ q: raw });
  return parsed.success ? parsed.data.q : null;
}
