import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { memberSessionGuard, type Session } from '../modules/accounts/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member session guard, for a member route's `preHandler`. */
    memberSession: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in member; set by the member session guard, so read it only on routes that run it. */
    member: Session;
  }
}

/**
 * `app.memberSession`, the preHandler that member routes list in their options, and the `member` it
 * leaves on the request (null on routes without it).
 */
export const memberSession = fp(
  async (app) => {
    app.decorateRequest<Session | null>('member', null);
    app.decorate('memberSession', memberSessionGuard(app.db));
  },
  { name: 'member-session', dependencies: ['base'] },
);
