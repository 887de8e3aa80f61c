import { resolve } from 'node:path';

/**
 * What a process of the scaled shape does: `gateway` serves HTTP and sockets, `engine` is the
 * single writer of money and positions, `feed` makes prices and candles. A process may take
 * several; the embedded shape takes all three.
 */
export const processRoles = ['gateway', 'engine', 'feed'] as const;
export type ProcessRole = (typeof processRoles)[number];

/** Everything the server reads from the environment, with its default. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Put before every bus channel, so several platforms can share one Redis. */
  redisPrefix: string;
  roles: ReadonlySet<ProcessRole>;
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
  /** Requests a minute one client address may make before it is told to slow down. */
  rateLimitPerMinute: number;
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
  // The realtime socket.
  /** Origins besides the site's own whose pages may open `/v1/ws` (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Sockets one client address may hold open at once (SOCKETS_PER_ADDRESS_MAX). */
  socketsPerAddressMax: number;
};

const repoRoot = resolve(import.meta.dirname, '../../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || '',
    roles: rolesFrom(env.ROLES),
    feedSeed: intFrom(env.FEED_SEED, 20260101),
    replayFile: env.REPLAY_FILE || undefined,
    demoBalance: env.DEMO_BALANCE || '10000',
    adminUser: env.ADMIN_USER || 'admin',
    adminPassword: env.ADMIN_PASSWORD || 'admin',
    totpKey: env.TOTP_KEY || undefined,
    totpIssuer: env.TOTP_ISSUER || 'Trading back office',
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: intFrom(env.RATE_LIMIT_PER_MINUTE, 1200),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Trading Platform <no-reply@localhost>',
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smsHttpToken: env.SMS_HTTP_TOKEN || undefined,
    uploadLinkSecret: env.UPLOAD_LINK_SECRET || undefined,
    webDist: resolve(env.WEB_DIST || `${repoRoot}/apps/web/dist`),
    adminDist: resolve(env.ADMIN_DIST || `${repoRoot}/apps/admin/dist`),
    // The realtime socket.
    allowedOrigins: originsFrom(env.ALLOWED_ORIGINS),
    socketsPerAddressMax: positiveIntFrom(env.SOCKETS_PER_ADDRESS_MAX, 200),
  };
}

const allowedOriginsMax = 100;

/** A comma-separated list of origins (`https://www.example.com`), each kept as its normal form. */
function originsFrom(value: string | undefined): readonly string[] {
  const origins: string[] = [];
  const entries = (value ?? '').split(',');
  if (entries.length > allowedOriginsMax) {
    throw new Error(`ALLOWED_ORIGINS takes at most ${allowedOriginsMax} origins`);
  }
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '') continue;
    const url = URL.canParse(text) ? new URL(text) : undefined;
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!url || !bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`ALLOWED_ORIGINS takes origins like https://www.example.com, got "${text}"`);
    }
    origins.push(url.origin);
  }
  return origins;
}

function positiveIntFrom(value: string | undefined, fallback: number): number {
  const parsed = intFrom(value, fallback);
  if (parsed < 1) throw new Error(`Expected a whole number of at least 1, got "${value}"`);
  return parsed;
}

/** A comma-separated list of roles; unset or empty: all of them. */
function rolesFrom(value: string | undefined): ReadonlySet<ProcessRole> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return new Set(processRoles);
  const roles = new Set<ProcessRole>();
  for (const name of names) {
    if (!(processRoles as readonly string[]).includes(name)) {
      throw new Error(`Unknown role "${name}" in ROLES: use ${processRoles.join(', ')}`);
    }
    roles.add(name as ProcessRole);
  }
  return roles;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}
