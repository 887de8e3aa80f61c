import { type Kysely, sql } from 'kysely';

/** The first schema: catalogue, market data, users and sessions, accounts, ledger, orders, settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE categories (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      names jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE instruments (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      show_code text NOT NULL,
      logo text NOT NULL,
      category_id integer NOT NULL REFERENCES categories(id),
      base_currency text NOT NULL,
      quote_currency text NOT NULL,
      price_precision integer NOT NULL,
      contract_size numeric(36,18) NOT NULL,
      min_lots numeric(36,18) NOT NULL,
      lot_step numeric(36,18) NOT NULL,
      max_lots numeric(36,18) NOT NULL DEFAULT 0,
      fee_rate numeric(36,18) NOT NULL,
      margin_mode integer NOT NULL,
      leverage_options jsonb NOT NULL,
      spread numeric(36,18) NOT NULL,
      session_kind text NOT NULL,
      sessions jsonb NOT NULL,
      trading_enabled boolean NOT NULL DEFAULT true,
      initial_price numeric(36,18) NOT NULL,
      annual_volatility numeric(36,18) NOT NULL,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE candles (
      instrument_id integer NOT NULL REFERENCES instruments(id),
      period text NOT NULL,
      time bigint NOT NULL,
      open numeric(36,18) NOT NULL,
      high numeric(36,18) NOT NULL,
      low numeric(36,18) NOT NULL,
      close numeric(36,18) NOT NULL,
      volume numeric(36,18) NOT NULL,
      PRIMARY KEY (instrument_id, period, time)
    );

    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      uid text NOT NULL UNIQUE,
      email text UNIQUE,
      password_hash text,
      is_demo boolean NOT NULL,
      demo_id text UNIQUE,
      invite_code text NOT NULL UNIQUE,
      lang text NOT NULL DEFAULT 'hk',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE user_sessions (
      token_hash text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX user_sessions_user ON user_sessions(user_id);

    CREATE TABLE accounts (
      user_id bigint PRIMARY KEY REFERENCES users(id),
      balance numeric(36,18) NOT NULL DEFAULT 0,
      lock_balance numeric(36,18) NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE orders (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      instrument_id integer NOT NULL REFERENCES instruments(id),
      client_order_id text,
      side integer NOT NULL,
      mode integer NOT NULL,
      status integer NOT NULL,
      lots numeric(36,18) NOT NULL,
      leverage integer NOT NULL,
      requested_price numeric(36,18),
      open_price numeric(36,18),
      close_price numeric(36,18),
      margin numeric(36,18) NOT NULL,
      fee numeric(36,18) NOT NULL,
      stop_loss numeric(36,18),
      take_profit numeric(36,18),
      realised_pnl numeric(36,18) NOT NULL DEFAULT 0,
      close_reason integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      opened_at timestamptz,
      closed_at timestamptz,
      UNIQUE (user_id, client_order_id)
    );
    CREATE INDEX orders_user_status ON orders(user_id, status, id DESC);
    CREATE INDEX orders_open ON orders(status) WHERE status IN (0, 1);

    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      amount numeric(36,18) NOT NULL,
      balance_after numeric(36,18) NOT NULL,
      type integer NOT NULL,
      memo text NOT NULL,
      order_id bigint REFERENCES orders(id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX ledger_entries_user ON ledger_entries(user_id, id DESC);

    CREATE TABLE settings (
      key text PRIMARY KEY,
      value text NOT NULL
    );

    CREATE TABLE area_codes (
      id serial PRIMARY KEY,
      global_code text NOT NULL,
      code text NOT NULL,
      sort integer NOT NULL DEFAULT 0
    );

    CREATE TABLE operators (
      id serial PRIMARY KEY,
      username text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE operator_sessions (
      token_hash text PRIMARY KEY,
      operator_id integer NOT NULL REFERENCES operators(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE operator_sessions, operators, area_codes, settings, ledger_entries, orders,
      accounts, user_sessions, users, candles, instruments, categories;
  `.execute(db);
}
