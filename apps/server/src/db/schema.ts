import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the tables in migrations/. NUMERIC columns come back as strings (exact);
 * convert them with Decimal at the edge of the feature that reads them, never with Number
 * for a booked amount.
 */
type Numeric = ColumnType<string, string | number, string | number>;
type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type BigId = ColumnType<number, number, number>;
type Json<T> = ColumnType<T, string, string>;

export type TradingSessionRow = { day: number; open: number; close: number };

export interface CategoriesTable {
  id: Generated<number>;
  code: string;
  names: Json<Record<string, string>>;
  sort: Generated<number>;
}

export interface InstrumentsTable {
  id: Generated<number>;
  code: string;
  show_code: string;
  logo: string;
  category_id: number;
  base_currency: string;
  quote_currency: string;
  price_precision: number;
  contract_size: Numeric;
  min_lots: Numeric;
  lot_step: Numeric;
  max_lots: Numeric;
  fee_rate: Numeric;
  margin_mode: number;
  leverage_options: Json<number[]>;
  spread: Numeric;
  session_kind: string;
  sessions: Json<TradingSessionRow[]>;
  trading_enabled: Generated<boolean>;
  initial_price: Numeric;
  annual_volatility: Numeric;
  sort: Generated<number>;
}

export interface CandlesTable {
  instrument_id: number;
  period: string;
  time: BigId;
  open: Numeric;
  high: Numeric;
  low: Numeric;
  close: Numeric;
  volume: Numeric;
}

export interface UsersTable {
  id: Generated<number>;
  uid: string;
  email: string | null;
  password_hash: string | null;
  is_demo: boolean;
  demo_id: string | null;
  invite_code: string;
  lang: Generated<string>;
  created_at: Generated<Date>;
}

export interface UserSessionsTable {
  token_hash: string;
  user_id: BigId;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface AccountsTable {
  user_id: BigId;
  balance: Numeric;
  lock_balance: Numeric;
  updated_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: BigId;
  instrument_id: number;
  client_order_id: string | null;
  side: number;
  mode: number;
  status: number;
  lots: Numeric;
  leverage: number;
  requested_price: NullableNumeric;
  open_price: NullableNumeric;
  close_price: NullableNumeric;
  margin: Numeric;
  fee: Numeric;
  stop_loss: NullableNumeric;
  take_profit: NullableNumeric;
  realised_pnl: Numeric;
  close_reason: Generated<number>;
  created_at: Timestamp;
  opened_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: BigId;
  amount: Numeric;
  balance_after: Numeric;
  type: number;
  memo: string;
  order_id: number | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AreaCodesTable {
  id: Generated<number>;
  global_code: string;
  code: string;
  sort: Generated<number>;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: Generated<Date>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface Database {
  categories: CategoriesTable;
  instruments: InstrumentsTable;
  candles: CandlesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  accounts: AccountsTable;
  orders: OrdersTable;
  ledger_entries: LedgerEntriesTable;
  settings: SettingsTable;
  area_codes: AreaCodesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
