import type {
  AdminParamsOf,
  DepositNetworkConfig,
  WireOptionConfig,
} from '@tp/contract/admin-endpoints';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, DepositNetworksTable, WireOptionsTable } from '../db/schema.ts';
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

/** The two kinds of deposit channel, saved the same way. */
type ChannelTable = 'deposit_networks' | 'wire_options';

/** A channel's columns as an operator saves them; a left-out USD price is 1 on a creation. */
type ChannelValues<T extends ChannelTable> = Omit<Insertable<Database[T]>, 'usd_price'> & {
  usd_price?: string;
};

type Saved<View> = { before: View | null; after: View };

/** The settings every channel has: one left out keeps its value, or takes its default when new. */
function channelSettings(params: {
  usdPrice?: number | undefined;
  enabled?: boolean | undefined;
  sort?: number | undefined;
}): { usd_price?: string; enabled?: boolean; sort?: number } {
  return {
    ...(params.usdPrice === undefined
      ? {}
      : { usd_price: configNumber(params.usdPrice, 'usdPrice').toFixed() }),
    ...(params.enabled === undefined ? {} : { enabled: params.enabled }),
    ...(params.sort === undefined ? {} : { sort: configSort(params.sort) }),
  };
}

/**
 * Creates a channel (no id) or changes one, locked while it is read and written, and answers
 * its view before (null for a new one) and after, for the audit trail.
 */
async function saveChannel<T extends ChannelTable, View>(
  db: Db,
  table: T,
  id: number | undefined,
  values: ChannelValues<T>,
  view: (row: Selectable<Database[T]>) => View,
): Promise<Saved<View>>;
// Overloaded because Kysely cannot build on a table named by a type parameter: here it types
// a query on either table by the columns both share, though its rows hold all of their own.
async function saveChannel<View>(
  db: Db,
  table: ChannelTable,
  id: number | undefined,
  values: ChannelValues<ChannelTable>,
  view: (row: Selectable<Database[ChannelTable]>) => View,
): Promise<Saved<View>> {
  if (id === undefined) {
    const row = await db
      .insertInto(table)
      .values({ usd_price: '1', ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: view(row) };
  }
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError('notFound');
    const row = await tx
      .updateTable(table)
      .set(values)
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: view(before), after: view(row) };
  });
}

/**
 * Creates a network (no id) or changes one. Omitted optional fields keep their value on a
 * change and take their default (price 1, enabled, sort 0) on a creation.
 */
export async function saveDepositNetwork(
  db: Db,
  params: AdminParamsOf<'adminSaveDepositNetwork'>,
): Promise<Saved<DepositNetworkConfig>> {
  const values = {
    currency_code: configCode(params.currencyCode, 'currencyCode'),
    protocol_code: configCode(params.protocolCode, 'protocolCode'),
    address: configText(params.address, 'address', 256),
    ...channelSettings(params),
  };
  return saveChannel(db, 'deposit_networks', params.id, values, networkConfigView);
}

/** Creates a wire option (no id) or changes one, like saveDepositNetwork. */
export async function saveWireOption(
  db: Db,
  params: AdminParamsOf<'adminSaveWireOption'>,
): Promise<Saved<WireOptionConfig>> {
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
    ...channelSettings(params),
  };
  return saveChannel(db, 'wire_options', params.id, values, wireConfigView);
}
