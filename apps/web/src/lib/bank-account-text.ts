import type { MemberBankAccount } from '@portal/contract/bank-account';

/** 'CBU ···· 4569', 'CVU ···· 0004', 'Alias mar***mp': the masked account in one line. */
export const accountLine = (account: MemberBankAccount) => `${account.Tipo} ${account.Cuenta}`;
