// The accounts module's public entry: the member session that every member call resolves.
export { requireSession, type SessionBody } from './sessions';
