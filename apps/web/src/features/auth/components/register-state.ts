/** What /pre-register hands to /register through navigation state. */
export interface RegisterState {
  email?: string | undefined;
  organismoId?: number | undefined;
  hasToken?: boolean | undefined;
}

/** Navigation state can be anything (history entries outlive app versions): read it defensively. */
export function readRegisterState(state: unknown): RegisterState {
  if (typeof state !== 'object' || state === null) return {};
  const value = state as Record<string, unknown>;
  return {
    email: typeof value.email === 'string' && value.email !== '' ? value.email : undefined,
    organismoId:
      typeof value.organismoId === 'number' && value.organismoId > 0 ? value.organismoId : undefined,
    hasToken: value.hasToken === true,
  };
}
