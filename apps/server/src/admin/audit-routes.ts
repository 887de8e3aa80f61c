import { type AuditEntry, adminPageSize } from '@tp/contract/admin-operations';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { adminRoute } from './admin-route.ts';

export type AuditRouteDeps = { db: Db; now: () => Date };

/** `%` and `_` in an action prefix are matched as themselves. */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Administrators browse the audit trail, newest first, by operator, action prefix or target. */
export function registerAuditRoutes(app: FastifyInstance, deps: AuditRouteDeps): void {
  adminRoute(app, deps, 'adminAudit', async ({ params }) => {
    const page = Math.max(1, params.page ?? 1);
    let query = deps.db.selectFrom('audit_log as a');
    if (params.operatorId !== undefined)
      query = query.where('a.operator_id', '=', params.operatorId);
    if (params.action) {
      query = query.where(sql<boolean>`a.action LIKE ${likePrefix(params.action)} ESCAPE '\\'`);
    }
    if (params.target) query = query.where('a.target', '=', params.target);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .innerJoin('operators as o', 'o.id', 'a.operator_id')
      .select([
        'a.id',
        'a.operator_id',
        'o.username',
        'a.action',
        'a.target',
        'a.before',
        'a.after',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize)
      .execute();
    const items: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorName: row.username,
      action: row.action,
      target: row.target,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.created_at.toISOString(),
    }));
    return { items, total };
  });
}
