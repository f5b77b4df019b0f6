import fp from 'fastify-plugin';
import { serverMessages } from '@portal/contract';
import { send } from './errors';

/**
 * Shutdown in the envelope every answer has. Fastify's own 503 while closing has a fixed English body
 * (`return503OnClosing`), so it is off and this does the same: from the moment close starts, a request
 * that still arrives on an open connection gets 503 with a Spanish Mensaje, and every answer (also of
 * requests already in flight) asks the client to close its connection, so keep-alive sockets do not
 * hold the process up.
 */
export const draining = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback hooks: they run on every request, and an async hook costs a promise each time.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      send(reply, 503, serverMessages.restarting);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
