import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { weakPasswordMessage } from '@portal/contract';
import { badRequest } from './http-error';

/** zxcvbn's "safely unguessable" (about 10^8 guesses and up); below it a password falls to an online attack. */
export const MIN_STAFF_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use and kept: reading the dictionaries takes a noticeable fraction of a second. */
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/**
 * zxcvbn's score (0 to 4) of a password; `userInputs` (the account's e-mail, its parts, a name) count as
 * dictionary words, so a password made of them scores low.
 */
export function passwordScore(password: string, userInputs: readonly string[] = []) {
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@._+-]+/)]).filter((v) => v.length >= 3);
  return zxcvbn().check(password, inputs).score;
}

/** Refuses, with a Spanish 400, a staff password that is easy to guess (the length rules are the contract's). */
export function refuseWeakStaffPassword(password: string, userInputs: readonly string[]) {
  if (passwordScore(password, userInputs) < MIN_STAFF_PASSWORD_SCORE) throw badRequest(weakPasswordMessage);
}
