import type {
  AccountDetail,
  DepositNetwork,
  DepositRecord,
  DrawCurrency,
  DrawMethod,
  LedgerItem,
  User,
  WireOption,
  WithdrawRecord,
} from '@tp/contract/entities';

/** Wire entities of the funds pages as the server sends them; tests change what they are about. */
export const realUserFixture: User = {
  id: 7,
  uid: '100007',
  email: 'trader@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'ABC123',
};

export const depositNetworkFixture = (change: Partial<DepositNetwork> = {}): DepositNetwork => ({
  id: 1,
  currency_code: 'USDT',
  protocol_code: 'TRC20',
  address: 'TQrfXZxUQn8KCbbN7vU8X7Jq3aDDk6nG5x',
  ...change,
});

export const wireOptionFixture = (change: Partial<WireOption> = {}): WireOption => ({
  id: 1,
  bank_name: 'Harbour Bank',
  bank_address: '1 Queen’s Road, Hong Kong',
  bank_swift: 'HRBKHKHH',
  payee_name: 'Broker Ltd',
  payee_account: '012-345678-901',
  bank_remark: 'Put your UID in the reference',
  bank_coin: 'USD',
  ...change,
});

export const depositRecordFixture = (change: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 1,
  number: 100,
  type: 0,
  currency_code: 'USDT',
  status: 0,
  created_at: '2026-01-05 10:00:00',
  remark: '',
  credited: 0,
  ...change,
});

/** The server's paths for withdrawal currencies, bound methods and withdrawals. */
export const drawPaths = {
  currencies: '/api/account/draw_symbol_list',
  methods: '/api/wallet/get_draw_method',
  bind: '/api/wallet/bind_draw_method',
  remove: '/api/wallet/del_draw_method',
  detail: '/v1/api/main/account/forexDetail',
  withdraw: '/api/account/draw',
} as const;

export const drawCurrencyFixture = (change: Partial<DrawCurrency> = {}): DrawCurrency => ({
  id: 1,
  code: 'USDT',
  protocol: 'TRC20',
  draw_rate: 1,
  fee_type: 1,
  fee: 2,
  usd_price: 1,
  type: 1,
  min_number: 10,
  ...change,
});

export const drawMethodFixture = (change: Partial<DrawMethod> = {}): DrawMethod => ({
  id: 1,
  type: 1,
  dc_address: 'TXyzAbc1234567890abcdefghijklmnopq',
  bank_name: '',
  branch_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
  beneficiary_currency: '',
  remark: '',
  draw_currency: drawCurrencyFixture(),
  ...change,
});

export const bankMethodFixture = (change: Partial<DrawMethod> = {}): DrawMethod =>
  drawMethodFixture({
    id: 2,
    type: 2,
    dc_address: '',
    bank_name: 'Harbour Bank',
    branch_name: 'Central',
    bank_address: '1 Queen’s Road',
    bank_swift: 'HRBKHKHH',
    payee_name: 'Chan Tai Man',
    payee_account: '987654321',
    beneficiary_currency: 'USD',
    draw_currency: drawCurrencyFixture({ id: 3, code: 'USD', protocol: '', type: 2 }),
    ...change,
  });

export const withdrawRecordFixture = (change: Partial<WithdrawRecord> = {}): WithdrawRecord => ({
  id: 1,
  number: 50,
  real_number: 0,
  expected_number: 48,
  draw_currency: { code: 'USDT', protocol: 'TRC20' },
  fee: 2,
  status: 0,
  status_name: 'Unchecked',
  created_at: '2026-01-06 09:30:00',
  type: 1,
  address: 'TXyzAbc1234567890abcdefghijklmnopq',
  payee_account: '',
  notes: '',
  remark: '',
  ...change,
});

export const ledgerItemFixture = (change: Partial<LedgerItem> = {}): LedgerItem => ({
  Id: 1,
  Value: 100,
  Type: 1,
  Memo: 'financial.ledgerDeposit',
  MemoTran: 'Deposit',
  BalanceAfter: 100,
  CreatedAtTran: '2026-01-05 10:05:00',
  ...change,
});

export const accountDetailFixture = (change: Partial<AccountDetail> = {}): AccountDetail => ({
  balance: 1234.5,
  lock_balance: 50,
  equity: 1250.126,
  free_margin: 1200,
  withdrawing: 50,
  ...change,
});
