/** What the sign-in screen is told through the navigation state. */
export interface LoginNotice {
  /** A message to show above the form (signed out, session expired). */
  notice?: string;
  /** Where the person was going when the guard sent them to sign in. */
  from?: string;
}

export function readLoginNotice(state: unknown): LoginNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, from } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? { from } : {}),
  };
}
