import type { TestPlatform } from '../../test-support/test-platform.ts';

/** Funds configuration written straight to the database, for tests about what traders do with it. */
export async function seedFundsChannels(platform: TestPlatform) {
  const network = await platform.db
    .insertInto('deposit_networks')
    .values({
      currency_code: 'USDT',
      protocol_code: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      usd_price: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const disabledNetwork = await platform.db
    .insertInto('deposit_networks')
    .values({
      currency_code: 'BTC',
      protocol_code: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      usd_price: '65000',
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wire = await platform.db
    .insertInto('wire_options')
    .values({
      bank_name: 'HSBC Hong Kong',
      bank_address: '1 Queen’s Road Central',
      bank_swift: 'HSBCHKHHHKH',
      payee_name: 'Broker Ltd',
      payee_account: '004-123-456789-001',
      bank_coin: 'HKD',
      usd_price: '0.128',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coin = await platform.db
    .insertInto('draw_currencies')
    .values({
      code: 'USDT',
      protocol: 'TRC20',
      kind: 1,
      draw_rate: '1',
      fee_type: 1,
      fee: '2',
      usd_price: '1',
      min_number: '10',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bank = await platform.db
    .insertInto('draw_currencies')
    .values({
      code: 'HKD',
      protocol: '',
      kind: 2,
      draw_rate: '7.8',
      fee_type: 2,
      fee: '0.01',
      usd_price: '0.128',
      min_number: '0',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const disabledCoin = await platform.db
    .insertInto('draw_currencies')
    .values({
      code: 'ETH',
      protocol: 'ERC20',
      kind: 1,
      draw_rate: '0.0003',
      fee_type: 2,
      fee: '0.01',
      usd_price: '3000',
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    networkId: network.id,
    disabledNetworkId: disabledNetwork.id,
    wireId: wire.id,
    coinCurrencyId: coin.id,
    bankCurrencyId: bank.id,
    disabledCoinCurrencyId: disabledCoin.id,
  };
}

export type FundsChannels = Awaited<ReturnType<typeof seedFundsChannels>>;

export const bankAccountForm = {
  bank_name: 'Hang Seng Bank',
  branch_name: 'Mong Kok',
  bank_address: '677 Nathan Road',
  bank_swift: 'HASEHKHH',
  payee_name: 'Chan Tai Man',
  payee_account: '024-123456-001',
  remark: '',
};
