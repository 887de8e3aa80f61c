import type { Dashboard, ExposureRow, RiskRow } from '@tp/contract/admin-operations';
import { FundsStatus, ReviewStatus } from '@tp/contract/entities';
import { nearStopOut as nearStopOutRule } from '@tp/domain/account';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { Side } from '@tp/domain/side';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BackOfficeEngine, LivePosition } from './back-office-engine.ts';
import { readSiteSettings } from './site-settings.ts';

/** Rows of the near-stop-out list. */
export const nearStopOutRowsMax = 50;

export type DashboardMarket = {
  instruments(): readonly { id: number; code: string }[];
};

export type DashboardDeps = {
  db: Db;
  now: () => Date;
  engine: Pick<BackOfficeEngine, 'livePositions' | 'accountsHolding'>;
  market: DashboardMarket;
};

const dayMs = 86_400_000;

/** Registrations, queues waiting for review, exposure per instrument and accounts near stop-out. */
export async function readDashboard(deps: DashboardDeps): Promise<Dashboard> {
  const { db } = deps;
  const now = deps.now();
  const startOfDay = new Date(Math.floor(now.getTime() / dayMs) * dayMs);
  const registrations = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where created_at >= ${startOfDay})::int`.as('today'),
      sql<number>`count(*)::int`.as('week'),
    ])
    .where('is_demo', '=', false)
    .where('created_at', '>=', new Date(now.getTime() - 7 * dayMs))
    .where('created_at', '<=', now)
    .executeTakeFirstOrThrow();
  const kyc = await db
    .selectFrom('kyc_submissions')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('review_status', '=', ReviewStatus.underReview)
    .executeTakeFirstOrThrow();
  const deposits = await db
    .selectFrom('deposits')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', FundsStatus.unchecked)
    .executeTakeFirstOrThrow();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('status', '=', FundsStatus.unchecked)
    .executeTakeFirstOrThrow();
  const stopOutLevel = (await readSiteSettings(db)).stop_out_level;
  return {
    registrationsToday: registrations.today,
    registrations7d: registrations.week,
    kycWaiting: kyc.count,
    depositsWaiting: deposits.count,
    withdrawalsWaiting: withdrawals.count,
    exposure: exposure(await deps.engine.livePositions(), deps.market),
    nearStopOut: await nearStopOut(deps, new Decimal(stopOutLevel)),
    stopOutLevel,
  };
}

/**
 * Net lots and the broker's floating P&L per instrument: the broker is the other side of every
 * position, so its P&L is the traders' with the sign turned. Positions without a quote count
 * in the lots and at zero P&L.
 */
export function exposure(
  positions: readonly LivePosition[],
  market: DashboardMarket,
): ExposureRow[] {
  type Sum = { buy: Decimal; sell: Decimal; tradersPnl: Decimal };
  const sums = new Map<number, Sum>();
  for (const position of positions) {
    const sum = sums.get(position.instrumentId) ?? {
      buy: new Decimal(0),
      sell: new Decimal(0),
      tradersPnl: new Decimal(0),
    };
    if (position.side === Side.buy) sum.buy = sum.buy.plus(position.lots);
    else sum.sell = sum.sell.plus(position.lots);
    sum.tradersPnl = sum.tradersPnl.plus(position.mark?.pnl ?? 0);
    sums.set(position.instrumentId, sum);
  }
  return market.instruments().flatMap((instrument) => {
    const sum = sums.get(instrument.id);
    if (!sum) return [];
    return [
      {
        instrumentId: instrument.id,
        code: instrument.code,
        buyLots: sum.buy.toNumber(),
        sellLots: sum.sell.toNumber(),
        netLots: sum.buy.minus(sum.sell).toNumber(),
        brokerPnl: bookAmount(sum.tradersPnl.neg()).toNumber() || 0,
      },
    ];
  });
}

/** Accounts with positions whose risk rate is within the warning band, lowest first. */
async function nearStopOut(deps: DashboardDeps, stopOutLevel: Decimal): Promise<RiskRow[]> {
  const near = (await deps.engine.accountsHolding())
    .filter(({ figures }) =>
      nearStopOutRule({
        snapshot: { marginUsed: figures.margin, riskRatePct: figures.riskRatePct },
        stopOutLevelPct: stopOutLevel,
      }),
    )
    .sort((a, b) => a.figures.riskRatePct.comparedTo(b.figures.riskRatePct) || a.userId - b.userId)
    .slice(0, nearStopOutRowsMax);
  if (near.length === 0) return [];
  const users = await deps.db
    .selectFrom('users')
    .select(['id', 'uid', 'email', 'is_demo'])
    .where(
      'id',
      'in',
      near.map((account) => account.userId),
    )
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  return near.flatMap(({ userId, figures }) => {
    const user = byId.get(userId);
    if (!user) return [];
    return [
      {
        userId,
        uid: user.uid,
        email: user.email ?? '',
        isDemo: user.is_demo,
        equity: bookAmount(figures.equity).toNumber(),
        margin: bookAmount(figures.margin).toNumber(),
        riskRate: figures.riskRatePct.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      },
    ];
  });
}
