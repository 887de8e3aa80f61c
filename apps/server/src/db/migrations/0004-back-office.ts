import { type Kysely, sql } from 'kysely';

/**
 * The back office: operator roles, two-factor secrets and the disabled switch; the trading
 * freeze on users; and the audit trail, which the database itself keeps append-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Operators that exist already (the default one) ran everything before roles: administrators.
    ALTER TABLE operators
      ADD COLUMN role text NOT NULL DEFAULT 'administrator'
        CHECK (role IN ('administrator', 'finance', 'support', 'risk')),
      ADD COLUMN totp_secret text,
      ADD COLUMN totp_pending_secret text,
      ADD COLUMN totp_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0,
      ADD COLUMN disabled boolean NOT NULL DEFAULT false;
    -- New operators always name their role.
    ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;
    CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

    ALTER TABLE users ADD COLUMN trading_frozen boolean NOT NULL DEFAULT false;
    CREATE INDEX users_created ON users (created_at);
    CREATE INDEX accounts_balance ON accounts (balance);

    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      operator_id integer NOT NULL REFERENCES operators(id),
      action text NOT NULL,
      target text NOT NULL,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX audit_log_operator ON audit_log (operator_id, id DESC);
    CREATE INDEX audit_log_target ON audit_log (target, id DESC);
    CREATE INDEX audit_log_action ON audit_log (action text_pattern_ops, id DESC);

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END;
    $$;
    CREATE TRIGGER audit_log_no_update_or_delete
      BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate
      BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_append_only();
    DROP INDEX accounts_balance, users_created;
    ALTER TABLE users DROP COLUMN trading_frozen;
    DROP INDEX operator_sessions_operator;
    ALTER TABLE operators
      DROP COLUMN disabled,
      DROP COLUMN totp_last_step,
      DROP COLUMN totp_enabled,
      DROP COLUMN totp_pending_secret,
      DROP COLUMN totp_secret,
      DROP COLUMN role;
  `.execute(db);
}
