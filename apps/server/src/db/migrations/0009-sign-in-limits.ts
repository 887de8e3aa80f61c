import { type Kysely, sql } from 'kysely';

/**
 * Sign-in limits that every gateway process shares: failure counts per key (a client address,
 * an account, an account from one address or one device), and the devices each trader and
 * operator has signed in from, kept as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sign_in_failures (
      key_hash text PRIMARY KEY,
      failures integer NOT NULL CHECK (failures >= 0),
      last_failure_at timestamptz NOT NULL,
      forget_at timestamptz NOT NULL
    );
    CREATE INDEX sign_in_failures_forget ON sign_in_failures (forget_at);

    CREATE TABLE known_devices (
      realm text NOT NULL CHECK (realm IN ('trader', 'operator')),
      owner_id integer NOT NULL,
      device_hash text NOT NULL,
      last_signed_in_at timestamptz NOT NULL,
      PRIMARY KEY (realm, owner_id, device_hash)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE known_devices;
    DROP TABLE sign_in_failures;
  `.execute(db);
}
