import { defaultInstrumentClass } from '@tp/domain/risk-profile';
import { type Kysely, sql } from 'kysely';

/**
 * The ESMA retail risk profile: each instrument's class for the leverage caps (set from its
 * category and currencies, then the operator's to change), and the stored share of retail
 * accounts that lost money, which the risk warning shows. The profile itself is the
 * `risk_profile` setting, seeded as `none`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE instruments ADD COLUMN instrument_class text NOT NULL DEFAULT 'other_commodity'`.execute(
    db,
  );
  const rows = await sql<{
    id: number;
    code: string;
    category: string | null;
    base_currency: string;
    quote_currency: string;
  }>`
    SELECT i.id, i.code, c.code AS category, i.base_currency, i.quote_currency
    FROM instruments i LEFT JOIN categories c ON c.id = i.category_id
  `.execute(db);
  for (const row of rows.rows) {
    const instrumentClass = defaultInstrumentClass({
      code: row.code,
      category: row.category ?? '',
      baseCurrency: row.base_currency,
      quoteCurrency: row.quote_currency,
    });
    await sql`UPDATE instruments SET instrument_class = ${instrumentClass} WHERE id = ${row.id}`.execute(
      db,
    );
  }
  await sql`
    CREATE TABLE retail_loss_shares (
      id bigserial PRIMARY KEY,
      computed_at timestamptz NOT NULL,
      window_from timestamptz NOT NULL,
      window_to timestamptz NOT NULL,
      accounts_traded integer NOT NULL,
      accounts_lost integer NOT NULL,
      share_pct integer
    );
    CREATE INDEX retail_loss_shares_newest ON retail_loss_shares (id DESC);
  `.execute(db);
}
