import type { MemberBankAccount } from '@portal/contract/bank-account';
import { isAffirmative } from '@portal/contract/flags';

/** The member as the app uses it (docs/product.md#session). birthdate stays as the server sends it: dd/mm/yyyy. */
export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  birthdate: string | null;
  avatar_url: string | null;
  ejercito: boolean;
  uat: string;
  organismoId: number;
  /** The organismo's short name (OrganismoNombreCorto), shown on the notifications header; '' when unknown. */
  organismoNombreCorto: string;
  /** Loan requests need income documents (the organismo's flag, RequiereHaberes; never for army members). */
  requiereHaberes: boolean;
  /** The account loans are credited to, masked as the server sends it; null: none yet. */
  bankAccount: MemberBankAccount | null;
}

/** The member fields of login20 and TraeDatosUsuario, loosely typed: stored copies may be old or partial. */
export interface MemberLike {
  Id?: number | null;
  Nombres?: string | null;
  Apellido?: string | null;
  Nombre?: string | null;
  Mail?: string | null;
  Celular?: string | null;
  FechaNacimiento?: string | null;
  Foto?: string | null;
  Ejercito?: unknown;
  OrganismoId?: number | null;
  OrganismoNombreCorto?: string | null;
  RequiereHaberes?: unknown;
  CuentaBancaria?: MemberBankAccount | null;
}

export const photoToDataUrl = (foto: string | null | undefined) => {
  if (!foto) return null;
  return foto.startsWith('data:') ? foto : `data:image/jpeg;base64,${foto}`;
};

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

export function buildUser(member: MemberLike, uat: string): User {
  const fullName = [member.Nombres, member.Apellido]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return {
    id: member.Id != null ? String(member.Id) : uat,
    name: fullName || member.Nombre?.trim() || '',
    email: member.Mail ?? '',
    phone: orNull(member.Celular),
    birthdate: orNull(member.FechaNacimiento),
    avatar_url: photoToDataUrl(member.Foto),
    ejercito: isAffirmative(member.Ejercito),
    uat,
    organismoId: member.OrganismoId ?? 0,
    organismoNombreCorto: member.OrganismoNombreCorto?.trim() ?? '',
    requiereHaberes: isAffirmative(member.RequiereHaberes),
    bankAccount: member.CuentaBancaria ?? null,
  };
}

/** A stored user is trusted only if it has the shape we wrote and belongs to the stored token. */
export function isStoredUser(value: unknown, uat: string): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  // A user stored before a field existed is rebuilt from the stored server response instead.
  return (
    user.uat === uat &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.organismoNombreCorto === 'string' &&
    typeof user.requiereHaberes === 'boolean' &&
    user.bankAccount !== undefined
  );
}
