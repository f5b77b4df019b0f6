import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './locations';

const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v),
    'must be on/off, true/false, yes/no or 1/0',
  )
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const urlWith = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), `must be a URL like ${hint}`);

const envSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'must be an integer from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be an integer from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
  DATABASE_OWNER_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://owner:pass@host:5432/db').optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be a sender like "Portal <no-responder@example.com>"')
    .default('Portal de Socios <no-responder@localhost>'),
  PUBLIC_URL: urlWith(['http:', 'https:'], 'https://socios.example.com')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  DEMO_DATA: onOff.optional(),
  MAIL_OUTBOX: onOff.optional(),
  TRUST_PROXY: onOff.default(false),
  STAFF_TOTP: onOff.optional(),
  DEMO_APPROVAL_SECONDS: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === 'off' || (/^\d{1,5}$/.test(v) && Number(v) <= 86_400),
      'must be seconds from 0 to 86400, or off',
    )
    .transform((v) => (v === 'off' ? 0 : Number(v)))
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Migrations run as this role (the tables' owner) when set; the server then runs as DATABASE_URL's. */
  databaseOwnerUrl: string | undefined;
  /** Absolute. A relative DATA_DIR is resolved against the repository root, not the cwd (see below). */
  dataDir: string;
  smtpUrl: string | undefined;
  /**
   * The open /dev/mailbox page (no sign-in: anyone who reaches the server reads every mail): only with
   * demo data and no SMTP_URL, for the README's newcomer path. Never served otherwise.
   */
  mailbox: boolean;
  mailFrom: string;
  publicUrl: string;
  demoData: boolean;
  /** Behind a load balancer or TLS proxy: take the client address from X-Forwarded-For (rate limits count it). */
  trustProxy: boolean;
  /**
   * Demo only: loan requests waiting this long are approved by a periodic job so that a newcomer can
   * walk request -> approval -> confirmation. null when off (the default without demo data).
   */
  demoApprovalSeconds: number | null;
  /** The console's second factor (TOTP). Off by default only where demo data is loaded. */
  staffTotp: boolean;
}

export class ConfigError extends Error {}

/**
 * `npm start` runs the server through `npm run serve -w apps/server`, whose cwd is apps/server, while
 * README users think of `./data` at the repository root: relative DATA_DIR values are therefore
 * resolved against the repository root so the same folder is used however the server is started.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** `mail: false` for tools that send no mail (`npm run staff`): SMTP_URL is not required then. */
  { mail = true }: { mail?: boolean } = {},
): Config {
  // An empty variable means "not set" (docker-compose and .env files often produce `X=`).
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) =>
      env[key] && env[key].trim() !== '' ? [[key, env[key]]] : [],
    ),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // URLs may carry passwords: never echo them.
    const shown = name === 'DATABASE_URL' || name === 'SMTP_URL' ? '' : ` (got "${present[name] ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  if (e.SMTP_URL && e.MAIL_OUTBOX)
    throw new ConfigError('Invalid configuration: MAIL_OUTBOX=on and SMTP_URL exclude each other; set one');
  // Without a mail server, mail could only be read at the open mailbox, which is the demo's alone.
  if (mail && !e.SMTP_URL && !demoData && !e.MAIL_OUTBOX)
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required without demo data (smtp://user:pass@host:587); ' +
        'or set MAIL_OUTBOX=on to keep mail unsent in the outbox',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailbox: !e.SMTP_URL && demoData && !e.MAIL_OUTBOX,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    demoData,
    trustProxy: e.TRUST_PROXY,
    demoApprovalSeconds: demoApproval(e.DEMO_APPROVAL_SECONDS, demoData),
    staffTotp: e.STAFF_TOTP ?? !demoData,
  };
}

/** Unset: 20 s with demo data, off without. 0 or off: off. */
const DEFAULT_DEMO_APPROVAL_SECONDS = 20;
function demoApproval(seconds: number | undefined, demoData: boolean): number | null {
  if (seconds === undefined) return demoData ? DEFAULT_DEMO_APPROVAL_SECONDS : null;
  return seconds > 0 ? seconds : null;
}
