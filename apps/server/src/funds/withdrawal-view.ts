import type { WithdrawRecord } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../db/schema.ts';
import { fundsStatusKey } from './funds-status-name.ts';
import { wireTime } from './wire-time.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** A withdrawal as its owner sees it in draw_list, the status named in the request's language. */
export const withdrawRecordView = (row: WithdrawalRow, lang: Language): WithdrawRecord => ({
  id: row.id,
  number: Number(row.amount),
  real_number: Number(row.real_number),
  expected_number: Number(row.expected_number),
  draw_currency: { code: row.currency_code, protocol: row.protocol },
  fee: Number(row.fee),
  status: row.status,
  status_name: translateServerMessage(lang, fundsStatusKey[row.status] ?? ''),
  created_at: wireTime(row.created_at),
  type: row.kind,
  address: row.address,
  payee_account: row.payee_account,
  notes: row.notes,
  remark: row.remark,
});
