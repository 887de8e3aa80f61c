import type {
  AdminParamsOf,
  DepositNetworkConfig,
  WireOptionConfig,
} from '@tp/contract/admin-endpoints';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DepositNetworksTable, WireOptionsTable } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { configCode, configNumber, configSort, configText } from './config-checks.ts';

export const networkConfigView = (row: Selectable<DepositNetworksTable>): DepositNetworkConfig => ({
  id: row.id,
  currencyCode: row.currency_code,
  protocolCode: row.protocol_code,
  address: row.address,
  usdPrice: Number(row.usd_price),
  enabled: row.enabled,
  sort: row.sort,
});

export const wireConfigView = (row: Selectable<WireOptionsTable>): WireOptionConfig => ({
  id: row.id,
  bankName: row.bank_name,
  bankAddress: row.bank_address,
  bankSwift: row.bank_swift,
  payeeName: row.payee_name,
  payeeAccount: row.payee_account,
  bankRemark: row.bank_remark,
  bankCoin: row.bank_coin,
  usdPrice: Number(row.usd_price),
  enabled: row.enabled,
  sort: row.sort,
});

export async function depositNetworkConfigs(db: Db): Promise<DepositNetworkConfig[]> {
  const rows = await db
    .selectFrom('deposit_networks')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(networkConfigView);
}

export async function wireOptionConfigs(db: Db): Promise<WireOptionConfig[]> {
  const rows = await db
    .selectFrom('wire_options')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(wireConfigView);
}

/**
 * Creates a network (no id) or changes one. Omitted optional fields keep their value on a
 * change and take their default (price 1, enabled, sort 0) on a creation.
 */
export async function saveDepositNetwork(
  db: Db,
  params: AdminParamsOf<'adminSaveDepositNetwork'>,
): Promise<{ before: DepositNetworkConfig | null; after: DepositNetworkConfig }> {
  const values = {
    currency_code: configCode(params.currencyCode, 'currencyCode'),
    protocol_code: configCode(params.protocolCode, 'protocolCode'),
    address: configText(params.address, 'address', 256),
    ...(params.usdPrice === undefined
      ? {}
      : { usd_price: configNumber(params.usdPrice, 'usdPrice').toFixed() }),
    ...(params.enabled === undefined ? {} : { enabled: params.enabled }),
    ...(params.sort === undefined ? {} : { sort: configSort(params.sort) }),
  };
  if (params.id === undefined) {
    const row = await db
      .insertInto('deposit_networks')
      .values({ usd_price: '1', ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: networkConfigView(row) };
  }
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('deposit_networks')
      .selectAll()
      .where('id', '=', params.id ?? 0)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError('notFound');
    const row = await tx
      .updateTable('deposit_networks')
      .set(values)
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: networkConfigView(before), after: networkConfigView(row) };
  });
}

/** Creates a wire option (no id) or changes one, like saveDepositNetwork. */
export async function saveWireOption(
  db: Db,
  params: AdminParamsOf<'adminSaveWireOption'>,
): Promise<{ before: WireOptionConfig | null; after: WireOptionConfig }> {
  const values = {
    bank_name: configText(params.bankName, 'bankName', 128),
    bank_address: configText(params.bankAddress, 'bankAddress', 256, true),
    bank_swift: configText(params.bankSwift, 'bankSwift', 32, true),
    payee_name: configText(params.payeeName, 'payeeName', 128),
    payee_account: configText(params.payeeAccount, 'payeeAccount', 64),
    bank_coin: configCode(params.bankCoin, 'bankCoin'),
    ...(params.bankRemark === undefined
      ? {}
      : { bank_remark: configText(params.bankRemark, 'bankRemark', 500, true) }),
    ...(params.usdPrice === undefined
      ? {}
      : { usd_price: configNumber(params.usdPrice, 'usdPrice').toFixed() }),
    ...(params.enabled === undefined ? {} : { enabled: params.enabled }),
    ...(params.sort === undefined ? {} : { sort: configSort(params.sort) }),
  };
  if (params.id === undefined) {
    const row = await db
      .insertInto('wire_options')
      .values({ usd_price: '1', ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: wireConfigView(row) };
  }
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('wire_options')
      .selectAll()
      .where('id', '=', params.id ?? 0)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError('notFound');
    const row = await tx
      .updateTable('wire_options')
      .set(values)
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: wireConfigView(before), after: wireConfigView(row) };
  });
}
