import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type MetricsExposure, metricsExposureFrom } from './metrics-config.ts';
import { allowedOriginsFrom, publicUrlFrom } from './site-address.ts';
import { type TrustProxy, trustProxyFrom } from './trust-proxy.ts';

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
  /** Which proxies may tell the client's address, scheme and host (`TRUST_PROXY`); false: none. */
  trustProxy: TrustProxy;
  /** The origin traders reach the API at, put before links the server hands out; unset: relative links. */
  publicUrl: string | undefined;
  /** Origins besides the site's own whose pages may call the API and open sockets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
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
  /** Image uploads one trader may have processed at once (more wait briefly, then are refused). */
  uploadsAtOncePerUser: number;
  /** Image uploads this process works on at once, across traders. */
  uploadsAtOnce: number;
  /** Uploads one trader may send in a day (UTC), accepted or not. */
  uploadsPerDayMax: number;
  /** Bytes of uploads one trader may send in a day (UTC), as received. */
  uploadBytesPerDayMax: number;
  /** Where the built web and admin apps are served from. */
  webDist: string;
  adminDist: string;
  /** Sockets one client address may hold open at once (SOCKETS_PER_ADDRESS_MAX). */
  socketsPerAddressMax: number;
  // Trader ranking.
  /** Minutes between two computations of the ranking (RANKING_INTERVAL_MINUTES). */
  rankingIntervalMinutes: number;
  /** Positions a trader must have closed in the period to be ranked (RANKING_MIN_POSITIONS). */
  rankingMinPositions: number;
  /** News feeds: let a feed be fetched from a private or loopback address (tests, a lab); off in production. */
  newsFeedsAllowPrivate: boolean;
  /** Where `GET /metrics` is served and the token it asks for (METRICS_LISTEN, METRICS_TOKEN); off without either. */
  metrics: MetricsExposure;
  /** The longest a stop (SIGTERM, SIGINT) may take before the process exits anyway (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  // Backups of the embedded database.
  /** Where scheduled backups are written (BACKUP_DIR); unset: no scheduled backups. */
  backupDir: string | undefined;
  /** Hours between two scheduled backups (BACKUP_EVERY_HOURS). */
  backupEveryHours: number;
  /** Scheduled backups kept, the newest (BACKUP_KEEP). */
  backupKeep: number;
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
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    allowedOrigins: allowedOriginsFrom(env.ALLOWED_ORIGINS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Trading Platform <no-reply@localhost>',
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smsHttpToken: env.SMS_HTTP_TOKEN || undefined,
    uploadLinkSecret: env.UPLOAD_LINK_SECRET || undefined,
    uploadsAtOncePerUser: positiveIntFrom(env.UPLOADS_AT_ONCE_PER_USER, 2),
    uploadsAtOnce: positiveIntFrom(env.UPLOADS_AT_ONCE, uploadsAtOnceDefault()),
    uploadsPerDayMax: positiveIntFrom(env.UPLOADS_PER_DAY, 30),
    uploadBytesPerDayMax: positiveIntFrom(env.UPLOAD_MB_PER_DAY, 60) * 1024 * 1024,
    webDist: resolve(env.WEB_DIST || `${repoRoot}/apps/web/dist`),
    adminDist: resolve(env.ADMIN_DIST || `${repoRoot}/apps/admin/dist`),
    socketsPerAddressMax: positiveIntFrom(env.SOCKETS_PER_ADDRESS_MAX, 200),
    // Trader ranking.
    rankingIntervalMinutes: positiveIntFrom(env.RANKING_INTERVAL_MINUTES, 15),
    rankingMinPositions: positiveIntFrom(env.RANKING_MIN_POSITIONS, 5),
    newsFeedsAllowPrivate: ['1', 'true', 'yes'].includes(
      (env.NEWS_FEEDS_ALLOW_PRIVATE ?? '').trim().toLowerCase(),
    ),
    metrics: metricsExposureFrom(env.METRICS_TOKEN, env.METRICS_LISTEN),
    shutdownGraceMs: positiveIntFrom(env.SHUTDOWN_GRACE_SECONDS, 20) * 1000,
    // Backups of the embedded database.
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    backupEveryHours: positiveIntFrom(env.BACKUP_EVERY_HOURS, 24),
    backupKeep: positiveIntFrom(env.BACKUP_KEEP, 7),
  };
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

/** A whole number of at least 1: a limit of 0 would refuse everything. */
function positiveIntFrom(value: string | undefined, fallback: number): number {
  const parsed = intFrom(value, fallback);
  if (parsed < 1) throw new Error(`Expected a whole number of at least 1, got "${value}"`);
  return parsed;
}

/** A core left to the engine and the sockets, so images never take every core there is. */
function uploadsAtOnceDefault(): number {
  return Math.max(1, availableParallelism() - 1);
}
