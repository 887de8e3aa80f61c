import type { DepositRecord } from '@tp/contract/entities';
import type { Selectable } from 'kysely';
import type { DepositsTable } from '../db/schema.ts';
import { wireTime } from './wire-time.ts';

export type DepositRow = Selectable<DepositsTable>;

/** A deposit as its owner sees it in quick_ist. */
export const depositRecordView = (row: DepositRow): DepositRecord => ({
  id: row.id,
  number: Number(row.amount),
  type: row.kind,
  currency_code: row.currency_code,
  status: row.status,
  created_at: wireTime(row.created_at),
  remark: row.remark,
  credited: Number(row.credited),
});
