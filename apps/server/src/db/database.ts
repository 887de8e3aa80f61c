import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type Migration, Migrator, sql } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import * as initial from './migrations/0001-initial.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as funds from './migrations/0003-funds.ts';
import * as backOffice from './migrations/0004-back-office.ts';
import * as userSearch from './migrations/0005-user-search.ts';
import * as engineEpoch from './migrations/0006-engine-epoch.ts';
import * as orderRequestFingerprint from './migrations/0007-order-request-fingerprint.ts';
import * as uploadFiles from './migrations/0008-upload-files.ts';
import * as signInLimits from './migrations/0009-sign-in-limits.ts';
import * as publicImages from './migrations/0010-public-images.ts';
import * as jobRuns from './migrations/0011-job-runs.ts';
import * as news from './migrations/0012-news.ts';
import * as traderRanking from './migrations/0013-trader-ranking.ts';
// The provider directory.
import * as companyDirectory from './migrations/0014-company-directory.ts';
import * as notifications from './migrations/0015-notifications.ts';
import * as favouritesConsents from './migrations/0016-favourites-consents.ts';
// Pending orders' expiry.
import * as orderExpiry from './migrations/0017-order-expiry.ts';
// The reconciliation's reports.
import * as reconciliation from './migrations/0018-reconciliation.ts';
// Price and margin alerts.
import * as alerts from './migrations/0020-alerts.ts';
import * as riskProfile from './migrations/0021-risk-profile.ts';
import * as orderParent from './migrations/0022-order-parent.ts';
import * as orderTrailingDistance from './migrations/0023-order-trailing-distance.ts';
import * as stopOuts from './migrations/0024-stop-outs.ts';
import { PgliteDialect } from './pglite-driver.ts';
import { usePreparedStatements } from './prepared-statement.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where the data lives: PostgreSQL when a URL is given, else embedded PGlite (in a folder, or in memory). */
export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Shown in pg_stat_activity, so an operator can tell one pool's connections from another's. */
      applicationName?: string;
    }
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A data directory dumped by PGlite (dumpDataDir) to start from instead of an empty one. */
      template?: Blob;
    };

const INT8_OID = 20;

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-funds': funds,
  '0004-back-office': backOffice,
  '0005-user-search': userSearch,
  '0006-engine-epoch': engineEpoch,
  '0007-order-request-fingerprint': orderRequestFingerprint,
  '0008-upload-files': uploadFiles,
  '0009-sign-in-limits': signInLimits,
  '0010-public-images': publicImages,
  '0011-job-runs': jobRuns,
  '0012-news': news,
  '0013-trader-ranking': traderRanking,
  // The provider directory.
  '0014-company-directory': companyDirectory,
  // Trader notifications.
  '0015-notifications': notifications,
  // Favourites and the consent given at registration.
  '0016-favourites-consents': favouritesConsents,
  '0017-order-expiry': orderExpiry,
  '0018-reconciliation': reconciliation,
  '0020-alerts': alerts,
  '0021-risk-profile': riskProfile,
  // Partial closes: each part names its position.
  '0022-order-parent': orderParent,
  // Trailing stops: the distance a holding order's stop-loss keeps behind the price.
  '0023-order-trailing-distance': orderTrailingDistance,
  // Each stop-out's record.
  '0024-stop-outs': stopOuts,
};

export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      application_name: location.applicationName,
    });
    // Ids fit in a JS number; both backends answer int8 as number.
    pool.on('connect', (client) => {
      client.setTypeParser(INT8_OID, (value: string) => Number(value));
      usePreparedStatements(client);
    });
    return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  return pgliteDb(await openPglite(location.dataDir, location.template));
}

/** An embedded database in the folder, or in memory; from the dump of another one if given. */
export function openPglite(dataDir: string | undefined, template?: Blob): Promise<PGlite> {
  // The extensions the migrations create must be loaded into PGlite when it starts.
  const options = { extensions: { pg_trgm }, loadDataDir: template };
  return dataDir ? PGlite.create(join(dataDir), options) : PGlite.create(options);
}

/** The PGlite under each embedded database, for what only it can do (a snapshot of its files). */
const embedded = new WeakMap<Db, PGlite>();

export function pgliteDb(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

/** The embedded database under `db`; undefined on PostgreSQL. */
export const embeddedDatabaseOf = (db: Db): PGlite | undefined => embedded.get(db);

/**
 * The database was migrated by a newer version of the server: this one does not know every
 * migration it finds applied, so it cannot know what the schema holds and must not touch it.
 */
export class DatabaseFromNewerVersion extends Error {
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `This database was migrated by a newer version of the server: it has migrations this ` +
        `version does not know (${unknownMigrations.join(', ')}). Start the newer version, or ` +
        `restore a backup taken before the upgrade; this version will not change the database.`,
    );
    this.name = 'DatabaseFromNewerVersion';
  }
}

/**
 * Applies every migration not yet applied; throws if one fails, and refuses (with
 * `DatabaseFromNewerVersion`, before writing anything) a database with migrations it does not know.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  // The migration tables live in the connection's own schema, so one in another schema
  // (e.g. public, next to a test's private schema) is never mistaken for ours.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new DatabaseFromNewerVersion(unknown);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Names of the migrations applied to the connection's schema; none on a new database. */
async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows: tables } = await sql<{ found: string | null }>`
    SELECT to_regclass(quote_ident(current_schema()) || '.kysely_migration')::text AS found
  `.execute(db);
  if (!tables[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
