import fp from 'fastify-plugin';
import { memberSessionGuard, type Session } from '../modules/accounts/index';

/**
 * `app.memberSession`, the preHandler that member routes list in their options, and the `member` it
 * leaves on the request (null on routes without it).
 */
export const memberSession = fp(
  async (app) => {
    app.decorateRequest<Session | null>('member', null);
    app.decorate('memberSession', memberSessionGuard(app.db));
  },
  { name: 'member-session' },
);
