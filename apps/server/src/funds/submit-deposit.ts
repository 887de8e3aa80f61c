import { DepositKind, type DepositRecord } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DepositsTable } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { ownedImageId } from '../uploads/owned-image.ts';
import { depositAmount } from './deposit-amount.ts';
import { depositRecordView } from './deposit-view.ts';

export type SubmitDepositDeps = { db: Db; store: FileStore; now: () => Date };

type DepositChannel = Pick<
  Insertable<DepositsTable>,
  'kind' | 'network_id' | 'wire_option_id' | 'currency_code' | 'channel' | 'address' | 'amount'
>;

/** The record, unchecked, once its proof is known to be an image the trader uploaded. */
async function insertDeposit(
  deps: SubmitDepositDeps,
  userId: number,
  proof: string | undefined,
  channel: DepositChannel,
): Promise<DepositRecord> {
  if (!proof) throw new ApiError('uploadProof');
  const proofFileId = await ownedImageId(deps.store, proof, userId);
  const row = await deps.db
    .insertInto('deposits')
    .values({
      ...channel,
      user_id: userId,
      proof_file_id: proofFileId,
      created_at: deps.now(),
      reviewed_at: null,
      reviewed_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return depositRecordView(row);
}

/** A coin deposit to one of the operator's enabled networks, waiting for review (status 0). */
export async function submitCoinDeposit(
  deps: SubmitDepositDeps,
  userId: number,
  form: {
    number?: Decimal | undefined;
    proofImg?: string | undefined;
    address?: string | undefined;
    charge_id?: number | undefined;
  },
): Promise<DepositRecord> {
  const amount = await depositAmount(deps.db, form.number);
  const network =
    form.charge_id === undefined
      ? undefined
      : await deps.db
          .selectFrom('deposit_networks')
          .selectAll()
          .where('id', '=', form.charge_id)
          .where('enabled', '=', true)
          .executeTakeFirst();
  if (!network) throw new ApiError('networkNotFound');
  return insertDeposit(deps, userId, form.proofImg, {
    kind: DepositKind.coin,
    network_id: network.id,
    wire_option_id: null,
    currency_code: network.currency_code,
    channel: network.protocol_code,
    // The address the trader says they paid to; the network's own when not given.
    address: form.address ? printableText(form.address, 'address') : network.address,
    amount: amount.toFixed(),
  });
}

/** A bank wire to one of the operator's enabled wire options, waiting for review (status 0). */
export async function submitWireDeposit(
  deps: SubmitDepositDeps,
  userId: number,
  form: {
    number?: Decimal | undefined;
    proofImg?: string | undefined;
    wire_id?: number | undefined;
  },
): Promise<DepositRecord> {
  const amount = await depositAmount(deps.db, form.number);
  const option =
    form.wire_id === undefined
      ? undefined
      : await deps.db
          .selectFrom('wire_options')
          .selectAll()
          .where('id', '=', form.wire_id)
          .where('enabled', '=', true)
          .executeTakeFirst();
  if (!option) throw new ApiError('noPaymentChannel');
  return insertDeposit(deps, userId, form.proofImg, {
    kind: DepositKind.bank,
    network_id: null,
    wire_option_id: option.id,
    currency_code: option.bank_coin,
    channel: option.bank_name,
    address: option.payee_account,
    amount: amount.toFixed(),
  });
}
