import { describe, expect, it } from 'vitest';
import { loanMessages, loanStates, paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createSignedInMember } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';
import { requestCode, signature } from './loan-helpers';

const { db, post } = await createTestApp();
const BURST = 200;
const burst = <T>(one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => one(i)));

describe('parallel tries on a loan', () => {
  it(`confirmation: of ${BURST} parallel codes at most 5 are compared; the right one sent last is refused`, async () => {
    const member = await createSignedInMember(db);
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    const code = await requestCode(post, db, member, loanId);
    const firma = signature();
    const wrong = (i: number) => ((Number(code) - 100_000 + 1 + i) % 900_000) + 100_000;
    const answers = await burst((i) =>
      post(paths.confirmLoan, {
        uat: member.uat,
        PrestamoId: loanId,
        Token: i === BURST - 1 ? Number(code) : wrong(i),
        FirmaOlografica: firma,
      }),
    );
    expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(5);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(BURST - 5);
    for (const res of refused) {
      expect(res.json().Mensaje).toBe(loanMessages.tooManyTokenAttempts);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const [row] = await db.query<{ estado: string }>('SELECT estado FROM loans WHERE id = $1', [loanId]);
    expect(row!.estado).toBe(loanStates.approved);
  });

  it(`code requests: of ${BURST} parallel SolicitaToken at most 5 mail a code`, async () => {
    const member = await createSignedInMember(db);
    const loanId = await createLoan(db, member, { estado: loanStates.approved });
    const answers = await burst(() => post(paths.requestToken, { uat: member.uat, PrestamoId: loanId }));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expect(res.json().Mensaje).toBe(loanMessages.tooManyTokenRequests);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
