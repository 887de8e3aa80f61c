import { resolve } from 'node:path';

/** Everything the server reads from the environment, with its default. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Seed of the simulated price feed; the same seed plays the same prices. */
  feedSeed: number;
  /** A CSV of ticks or candles to replay instead of the simulated feed. */
  replayFile: string | undefined;
  /** Starting balance of a new demo account, in USD. */
  demoBalance: string;
  adminUser: string;
  adminPassword: string;
  /** Passphrase that seals operators' TOTP secrets in the database; unset: stored unsealed. */
  totpKey: string | undefined;
  /** The name authenticator apps show beside an operator's codes. */
  totpIssuer: string;
  logLevel: string;
  /** SMTP server for e-mail (`smtp://user:pass@host:587`, `smtps://…`); unset: kept in the outbox only. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** HTTP endpoint of the SMS provider (POST JSON {to, text}); unset: kept in the outbox only. */
  smsHttpUrl: string | undefined;
  /** Bearer token sent to the SMS provider. */
  smsHttpToken: string | undefined;
  /** Key that signs links to uploaded images; unset: one generated once and kept in the settings table. */
  uploadLinkSecret: string | undefined;
  /** Where the built web and admin apps are served from. */
  webDist: string;
  adminDist: string;
};

const repoRoot = resolve(import.meta.dirname, '../../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    feedSeed: intFrom(env.FEED_SEED, 20260101),
    replayFile: env.REPLAY_FILE || undefined,
    demoBalance: env.DEMO_BALANCE || '10000',
    adminUser: env.ADMIN_USER || 'admin',
    adminPassword: env.ADMIN_PASSWORD || 'admin',
    totpKey: env.TOTP_KEY || undefined,
    totpIssuer: env.TOTP_ISSUER || 'Trading back office',
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Trading Platform <no-reply@localhost>',
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smsHttpToken: env.SMS_HTTP_TOKEN || undefined,
    uploadLinkSecret: env.UPLOAD_LINK_SECRET || undefined,
    webDist: resolve(env.WEB_DIST || `${repoRoot}/apps/web/dist`),
    adminDist: resolve(env.ADMIN_DIST || `${repoRoot}/apps/admin/dist`),
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}
