import { rankPageSize, rankPagesMax } from '@tp/contract/endpoints';

/** The period the board's figures cover: the spec's "three weeks". */
export const rankingPeriodDays = 21;
export const rankingPeriodMs = rankingPeriodDays * 24 * 60 * 60 * 1000;

/** Traders the board keeps, the best first: as many as its pages show. */
export const rankedTradersMax = rankPageSize * rankPagesMax;

/** Traders whose books one read covers (their history, their totals). */
export const tradersPerRead = 100;
/** Ledger entries one read of the period takes; the job goes on from the last one. */
export const entriesPerRead = 500;
/** Rows of the board one insert statement writes, within the one transaction. */
export const rowsPerInsert = 200;

/** The name the job's runs are recorded under. */
export const rankingJobName = 'trader-ranking';
