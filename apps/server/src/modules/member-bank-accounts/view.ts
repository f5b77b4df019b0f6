import { isCvu, maskAlias, maskCbu, maskCuit, type MemberBankAccount } from '@portal/contract';
import type { AccountFields, LiveAccount } from './repository';

/** The account in words for e-mails and audit rows, masked: 'CBU ···· 5201', 'alias mar***mp'. */
export const describeAccount = (a: AccountFields) =>
  a.cbu ? `${isCvu(a.cbu) ? 'CVU' : 'CBU'} ${maskCbu(a.cbu)}` : `alias ${maskAlias(a.alias ?? '')}`;

/** The account as the member calls answer it (CuentaBancaria): masked. */
export const toMemberBankAccount = (a: LiveAccount): MemberBankAccount => ({
  Tipo: a.cbu ? (isCvu(a.cbu) ? 'CVU' : 'CBU') : 'Alias',
  Cuenta: a.cbu ? maskCbu(a.cbu) : maskAlias(a.alias ?? ''),
  CuitTitular: maskCuit(a.cuitTitular),
  VigenteDesde: a.vigenteDesde.toISOString(),
});

export const sameAccount = (a: AccountFields, b: AccountFields) =>
  a.cbu === b.cbu && a.alias === b.alias && a.cuitTitular === b.cuitTitular;
