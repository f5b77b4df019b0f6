// The accounts module's public entry: the member session guard that every member call runs behind.
export { memberSessionGuard, type Session } from './sessions';
