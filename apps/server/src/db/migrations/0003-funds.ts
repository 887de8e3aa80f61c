import { type Kysely, sql } from 'kysely';

/**
 * Funds and identity: uploaded images (kept in the database, so every process of the scaled
 * shape serves the same files), real-name submissions, the operator's deposit channels and
 * withdrawal currencies, deposits, bound withdrawal methods and withdrawals. Ledger entries
 * name the deposit or withdrawal that moved them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_files (
      id text PRIMARY KEY,
      owner_user_id bigint NOT NULL REFERENCES users(id),
      mime text NOT NULL,
      bytes bytea NOT NULL,
      byte_count integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX stored_files_owner ON stored_files(owner_user_id);

    CREATE TABLE kyc_submissions (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      name text NOT NULL,
      card_id text NOT NULL,
      front_file_id text NOT NULL REFERENCES stored_files(id),
      back_file_id text NOT NULL REFERENCES stored_files(id),
      review_status integer NOT NULL CHECK (review_status IN (0, 1, 2)),
      remark text NOT NULL DEFAULT '',
      submitted_at timestamptz NOT NULL,
      reviewed_at timestamptz,
      reviewed_by integer REFERENCES operators(id)
    );
    CREATE INDEX kyc_submissions_status ON kyc_submissions(review_status, submitted_at DESC);

    CREATE TABLE deposit_networks (
      id serial PRIMARY KEY,
      currency_code text NOT NULL,
      protocol_code text NOT NULL,
      address text NOT NULL,
      usd_price numeric(36,18) NOT NULL CHECK (usd_price > 0),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE wire_options (
      id serial PRIMARY KEY,
      bank_name text NOT NULL,
      bank_address text NOT NULL,
      bank_swift text NOT NULL,
      payee_name text NOT NULL,
      payee_account text NOT NULL,
      bank_remark text NOT NULL DEFAULT '',
      bank_coin text NOT NULL,
      usd_price numeric(36,18) NOT NULL CHECK (usd_price > 0),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE deposits (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      kind integer NOT NULL CHECK (kind IN (0, 1)),
      network_id integer REFERENCES deposit_networks(id),
      wire_option_id integer REFERENCES wire_options(id),
      currency_code text NOT NULL,
      channel text NOT NULL,
      address text NOT NULL,
      amount numeric(36,18) NOT NULL CHECK (amount > 0),
      proof_file_id text NOT NULL REFERENCES stored_files(id),
      status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
      credited numeric(36,18) NOT NULL DEFAULT 0,
      remark text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      reviewed_at timestamptz,
      reviewed_by integer REFERENCES operators(id)
    );
    CREATE INDEX deposits_user ON deposits(user_id, id DESC);
    CREATE INDEX deposits_status ON deposits(status, id DESC);

    CREATE TABLE draw_currencies (
      id serial PRIMARY KEY,
      code text NOT NULL,
      protocol text NOT NULL,
      kind integer NOT NULL CHECK (kind IN (1, 2)),
      draw_rate numeric(36,18) NOT NULL CHECK (draw_rate > 0),
      fee_type integer NOT NULL,
      fee numeric(36,18) NOT NULL CHECK (fee >= 0),
      usd_price numeric(36,18) NOT NULL CHECK (usd_price > 0),
      min_number numeric(36,18) NOT NULL DEFAULT 0 CHECK (min_number >= 0),
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE draw_methods (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      kind integer NOT NULL CHECK (kind IN (1, 2)),
      draw_currency_id integer NOT NULL REFERENCES draw_currencies(id),
      dc_address text NOT NULL DEFAULT '',
      bank_name text NOT NULL DEFAULT '',
      branch_name text NOT NULL DEFAULT '',
      bank_address text NOT NULL DEFAULT '',
      bank_swift text NOT NULL DEFAULT '',
      payee_name text NOT NULL DEFAULT '',
      payee_account text NOT NULL DEFAULT '',
      beneficiary_currency text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    );
    CREATE INDEX draw_methods_user ON draw_methods(user_id, id);

    -- A withdrawal keeps its own copy of the destination: the bound method may be deleted.
    CREATE TABLE withdrawals (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      kind integer NOT NULL CHECK (kind IN (1, 2)),
      draw_currency_id integer NOT NULL REFERENCES draw_currencies(id),
      currency_code text NOT NULL,
      protocol text NOT NULL,
      draw_method_id bigint REFERENCES draw_methods(id) ON DELETE SET NULL,
      address text NOT NULL,
      payee_account text NOT NULL,
      destination text NOT NULL,
      amount numeric(36,18) NOT NULL CHECK (amount > 0),
      fee numeric(36,18) NOT NULL CHECK (fee >= 0),
      draw_rate numeric(36,18) NOT NULL,
      expected_number numeric(36,18) NOT NULL CHECK (expected_number >= 0),
      real_number numeric(36,18) NOT NULL DEFAULT 0,
      notes text NOT NULL DEFAULT '',
      status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
      remark text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      reviewed_at timestamptz,
      reviewed_by integer REFERENCES operators(id)
    );
    CREATE INDEX withdrawals_user ON withdrawals(user_id, id DESC);
    CREATE INDEX withdrawals_status ON withdrawals(status, id DESC);
    CREATE INDEX withdrawals_held ON withdrawals(user_id) WHERE status = 0;

    ALTER TABLE ledger_entries
      ADD COLUMN deposit_id bigint REFERENCES deposits(id),
      ADD COLUMN withdrawal_id bigint REFERENCES withdrawals(id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_entries DROP COLUMN withdrawal_id, DROP COLUMN deposit_id;
    DROP TABLE withdrawals, draw_methods, draw_currencies, deposits, wire_options,
      deposit_networks, kyc_submissions, stored_files;
  `.execute(db);
}
