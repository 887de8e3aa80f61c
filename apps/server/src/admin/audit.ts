import type { Db } from '../db/database.ts';

export type AuditRecord = {
  operatorId: number;
  /** Dotted action name: `deposit.finish`, `instrument.save`, `user.adjustBalance`. */
  action: string;
  /** What was acted on: `deposit:12`, `user:5`, `setting:stop_out_level`. */
  target: string;
  /** The state before the change; null where there was none (a creation). */
  before: unknown;
  /** The state after; null where nothing is left (a deletion). */
  after: unknown;
  /** When; the database's clock is not used so a test clock reaches the trail too. */
  at?: Date;
};

/** Longest JSON kept per side; a larger state is cut to a note rather than refused. */
const auditJsonCharsMax = 100_000;

/**
 * Appends one row to the audit trail. Pass the transaction of the change where there is one,
 * so that the change and its record are committed together or not at all. The table refuses
 * updates and deletes.
 */
export async function audit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: record.operatorId,
      action: record.action,
      target: record.target,
      before: auditJson(record.before),
      after: auditJson(record.after),
      created_at: record.at ?? new Date(),
    })
    .execute();
}

function auditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // PostgreSQL's jsonb refuses the NUL character; it can only come from hostile input.
  const json = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? item.replaceAll('\u0000', '\uFFFD') : item,
  );
  if (json === undefined) return null;
  return json.length <= auditJsonCharsMax
    ? json
    : JSON.stringify({ truncated: true, chars: json.length });
}
