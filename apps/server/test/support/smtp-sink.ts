import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';
import type { AddressInfo } from 'node:net';

/** A real SMTP server on 127.0.0.1 that keeps what it receives, parsed. */
export async function startSmtpSink(options: { port?: number } = {}) {
  const received: Email[] = [];
  /** While true, every message is answered 421 (service not available), as a mail server that is down. */
  let refusing = false;
  /** Milliseconds each message takes to be accepted once received, as a slow mail server. */
  let delayMs = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'secreto')
        return callback(null, { user: 'portal' });
      return callback(new Error('Invalid credentials'));
    },
    onMailFrom(_address, _session, callback) {
      if (refusing)
        return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 421 }));
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () =>
          PostalMime.parse(Buffer.concat(chunks)).then(
            (mail) => {
              received.push(mail);
              waiters.splice(0).forEach((w) => w());
              callback();
            },
            (err: Error) => callback(err),
          );
        if (delayMs > 0) setTimeout(() => void accept(), delayMs);
        else void accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The first message to `to` matching `subject`, waiting up to 10 s for it. */
  async function waitFor(to: string, subject: RegExp): Promise<Email> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = received.find(
        (m) =>
          m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()) && subject.test(m.subject ?? ''),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://portal:secreto@127.0.0.1:${port}`,
    received,
    waitFor,
    port,
    refuse: (on: boolean) => {
      refusing = on;
    },
    slow: (ms: number) => {
      delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
