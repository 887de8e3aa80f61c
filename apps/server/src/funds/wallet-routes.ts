import { recordPageSize } from '@tp/contract/endpoints';
import { translateServerMessage } from '@tp/contract/server-messages';
import { bookAmount } from '@tp/domain/money';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type RouteDeps, route } from '../http/route.ts';
import type { FundsEngine } from './funds-engine.ts';
import { pageOffset } from './paging.ts';
import { wireTime } from './wire-time.ts';

export type WalletDeps = RouteDeps & { engine: FundsEngine };

/**
 * forexDetail and forexChange: the account's figures from the engine's live state and its
 * ledger, newest first. Demo accounts see theirs too: nothing here moves money.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletDeps): void {
  const { db } = deps;

  route(app, deps, 'accountDetail', async ({ user }) => {
    const figures = await deps.engine.accountDetail(user.id);
    return {
      balance: figures.balance.toNumber(),
      lock_balance: figures.lockBalance.toNumber(),
      equity: bookAmount(figures.equity).toNumber(),
      free_margin: bookAmount(figures.freeMargin).toNumber(),
      withdrawing: figures.withdrawing.toNumber(),
    };
  });

  route(app, deps, 'accountLog', async ({ params, user, lang }) => {
    const offset = pageOffset(params.page, recordPageSize);
    const query = db.selectFrom('ledger_entries').where('user_id', '=', user.id);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(['id', 'amount', 'type', 'memo', 'balance_after', 'created_at'])
      .orderBy('id', 'desc')
      .limit(recordPageSize)
      .offset(offset)
      .execute();
    return {
      data: rows.map((row) => ({
        Id: row.id,
        Value: Number(row.amount),
        Type: row.type,
        Memo: row.memo,
        MemoTran: translateServerMessage(lang, row.memo),
        BalanceAfter: Number(row.balance_after),
        CreatedAtTran: wireTime(row.created_at),
      })),
      total,
    };
  });
}
