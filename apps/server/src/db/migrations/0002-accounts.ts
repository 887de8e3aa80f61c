import { type Kysely, sql } from 'kysely';

/**
 * Accounts: phone, referrer and sign-in freeze on users; verification codes and image
 * captchas; the outbox of every e-mail and SMS; provider companies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN mobile text,
      ADD COLUMN area_code text,
      ADD COLUMN referrer_id bigint REFERENCES users(id),
      ADD COLUMN sign_in_frozen boolean NOT NULL DEFAULT false;
    CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
    -- An account registered by phone (no e-mail) is named by its calling code and number.
    CREATE UNIQUE INDEX users_phone_account ON users (area_code, mobile)
      WHERE email IS NULL AND NOT is_demo AND mobile IS NOT NULL;
    CREATE INDEX users_mobile ON users (mobile) WHERE mobile IS NOT NULL;
    CREATE INDEX users_referrer ON users (referrer_id) WHERE referrer_id IS NOT NULL;

    CREATE TABLE verification_codes (
      id bigserial PRIMARY KEY,
      channel text NOT NULL,
      address text NOT NULL,
      purpose integer NOT NULL,
      code_hash text,
      attempts integer NOT NULL DEFAULT 0,
      ip text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX verification_codes_address ON verification_codes (channel, address, id DESC);
    CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at);
    CREATE INDEX verification_codes_created ON verification_codes (created_at);

    CREATE TABLE captchas (
      id text PRIMARY KEY,
      answer_hash text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX captchas_expires ON captchas (expires_at);

    CREATE TABLE outbox_messages (
      id bigserial PRIMARY KEY,
      channel text NOT NULL,
      recipient text NOT NULL,
      subject text NOT NULL DEFAULT '',
      body text NOT NULL,
      status text NOT NULL DEFAULT 'outbox',
      error text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      sent_at timestamptz
    );
    CREATE INDEX outbox_messages_channel ON outbox_messages (channel, id DESC);

    CREATE TABLE companies (
      id serial PRIMARY KEY,
      name text NOT NULL,
      logo text NOT NULL DEFAULT '',
      url text NOT NULL DEFAULT '',
      subject text NOT NULL DEFAULT '',
      registered_address text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE companies, outbox_messages, captchas, verification_codes;
    DROP INDEX users_referrer, users_mobile, users_phone_account, users_email_lower;
    ALTER TABLE users
      DROP COLUMN sign_in_frozen,
      DROP COLUMN referrer_id,
      DROP COLUMN area_code,
      DROP COLUMN mobile;
  `.execute(db);
}
