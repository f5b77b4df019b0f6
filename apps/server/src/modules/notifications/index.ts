// The notifications module's public entry: other modules notify a member through it.
export { addNotification } from './repository';
