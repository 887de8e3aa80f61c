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
type NullableBigId = ColumnType<number | null, number | null, number | null>;
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
  /** The class ESMA's leverage caps read (migration 0021): `InstrumentClass` of the domain. */
  instrument_class: Generated<string>;
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
  /** National number without the calling code. */
  mobile: Generated<string | null>;
  /** Calling code of `mobile` (`+852`); null for a number given without one. */
  area_code: Generated<string | null>;
  /** The user whose invite code this user registered with. */
  referrer_id: Generated<number | null>;
  /** Set by the operator: the user may not sign in. */
  sign_in_frozen: Generated<boolean>;
  /** Set by the operator: no new orders (closing stays allowed). */
  trading_frozen: Generated<boolean>;
  /** The version of the risk disclosure and terms accepted at registration (`legalDocumentsVersion`). */
  terms_version: Generated<string | null>;
  terms_accepted_at: Generated<Date | null>;
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
  /** Hash of what a submit with an idempotency id asked for; null before migration 0007. */
  request_fingerprint: string | null;
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
  /** When a pending order expires; null when good till cancelled (and before migration 0017). */
  expires_at: NullableTimestamp;
  /** The position a partial close was taken from (migration 0022); null otherwise. */
  parent_id: NullableBigId;
  /** A holding position's trailing stop distance (migration 0023); null when none is set. */
  trailing_distance: NullableNumeric;
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
  /** The deposit a deposit entry credited. */
  deposit_id: Generated<number | null>;
  /** The withdrawal a hold, release or payment entry belongs to. */
  withdrawal_id: Generated<number | null>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** One row: the epoch of the engine that may write the books (migration 0006). */
export interface EngineEpochTable {
  id: number;
  epoch: number;
  claimed_at: Date;
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
  /** OperatorRole. */
  role: string;
  /** Sealed base32 secret (see totp-secret-box.ts); null until enrolled. */
  totp_secret: Generated<string | null>;
  /** Sealed secret handed out by setup, waiting for its first code. */
  totp_pending_secret: Generated<string | null>;
  totp_enabled: Generated<boolean>;
  /** The last 30-second step a code was accepted for: a code is good once. */
  totp_last_step: Generated<number>;
  disabled: Generated<boolean>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  /** 'email' or 'sms'. */
  channel: string;
  /** The e-mail (lower case) or the phone as calling code and number (`+85291234567`). */
  address: string;
  /** CodePurpose. */
  purpose: number;
  /** Null when the message carried no code (the address has, or lacks, an account). */
  code_hash: string | null;
  attempts: Generated<number>;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

/** Failures counted under one key (hashed): a client address, an account, a pair of them. */
export interface SignInFailuresTable {
  key_hash: string;
  failures: number;
  last_failure_at: Timestamp;
  /** When the count is forgotten if no failure comes first. */
  forget_at: Timestamp;
}

/** A browser a trader or an operator has signed in from, by the hash of its random id. */
export interface KnownDevicesTable {
  /** 'trader' or 'operator'. */
  realm: string;
  owner_id: number;
  device_hash: string;
  last_signed_in_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: Generated<string>;
  body: string;
  /** 'outbox' (kept only), 'sent' or 'failed'. */
  status: Generated<string>;
  error: Generated<string>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** A published image (`stored_files`, owned by an operator); null: no logo. */
  logo_file_id: string | null;
  url: Generated<string>;
  subject: Generated<string>;
  registered_address: Generated<string>;
  location: Generated<string>;
  email: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

/** A notification of what the server did to a trader's account (migration 0015). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** NoticeKind. */
  kind: string;
  /** The kind's figures (NoticeParams), JSON. */
  params: ColumnType<unknown, string, never>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** One stop-out: what set it off, the positions it closed in order, the balance (migration 0024). */
export interface StopOutsTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  risk_rate_pct: Numeric;
  stop_out_level_pct: Numeric;
  balance_before: Numeric;
  balance_after: Numeric;
  /** What negative balance protection absorbed (0 when nothing). */
  correction: Numeric;
  /** The closed positions in order (StopOutPosition[] of the contract), JSON. */
  positions: ColumnType<unknown, string, never>;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  /** Dotted action name, `user.adjustBalance`. */
  action: string;
  /** What was acted on, `user:5`. */
  target: string;
  /** JSON, null where there was nothing (a creation). Rows are never updated. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: Timestamp;
}

export interface StoredFilesTable {
  /** Random and unguessable: it appears in signed links. */
  id: string;
  /** The trader who uploaded it (private), or null for an operator's image. */
  owner_user_id: NullableBigId;
  /** The operator who published it (public, migration 0010), or null for a trader's. */
  owner_operator_id: number | null;
  mime: string;
  /** The image itself on PostgreSQL; null on the embedded shape, where it is a file on disk. */
  bytes: ColumnType<Uint8Array | null, Uint8Array | null | undefined, null>;
  byte_count: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** What one trader sent as uploads on one day; a row per trader, reset each day. */
export interface UploadUsageTable {
  user_id: BigId;
  /** Whole UTC days since 1970-01-01. */
  day: number;
  upload_count: number;
  received_bytes: BigId;
}

export interface KycSubmissionsTable {
  user_id: BigId;
  name: string;
  card_id: string;
  front_file_id: string;
  back_file_id: string;
  /** ReviewStatus. */
  review_status: number;
  remark: Generated<string>;
  submitted_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
}

export interface DepositNetworksTable {
  id: Generated<number>;
  currency_code: string;
  protocol_code: string;
  address: string;
  usd_price: Numeric;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface WireOptionsTable {
  id: Generated<number>;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: Generated<string>;
  bank_coin: string;
  usd_price: Numeric;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: BigId;
  /** DepositKind. */
  kind: number;
  network_id: number | null;
  wire_option_id: number | null;
  currency_code: string;
  /** The network's protocol or the wire option's bank, as it was at submission. */
  channel: string;
  address: string;
  amount: Numeric;
  proof_file_id: string;
  /** FundsStatus. */
  status: Generated<number>;
  credited: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
}

export interface DrawCurrenciesTable {
  id: Generated<number>;
  code: string;
  protocol: string;
  /** DrawKind. */
  kind: number;
  draw_rate: Numeric;
  /** DrawFeeType. */
  fee_type: number;
  fee: Numeric;
  usd_price: Numeric;
  min_number: ColumnType<string, string | number | undefined, string | number>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DrawMethodsTable {
  id: Generated<number>;
  user_id: BigId;
  /** DrawKind. */
  kind: number;
  draw_currency_id: number;
  dc_address: Generated<string>;
  bank_name: Generated<string>;
  branch_name: Generated<string>;
  bank_address: Generated<string>;
  bank_swift: Generated<string>;
  payee_name: Generated<string>;
  payee_account: Generated<string>;
  beneficiary_currency: Generated<string>;
  remark: Generated<string>;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: BigId;
  user_id: BigId;
  /** DrawKind. */
  kind: number;
  draw_currency_id: number;
  currency_code: string;
  protocol: string;
  draw_method_id: number | null;
  address: string;
  payee_account: string;
  /** The whole destination in one line, for the operator who pays it. */
  destination: string;
  amount: Numeric;
  fee: Numeric;
  draw_rate: Numeric;
  expected_number: Numeric;
  real_number: Generated<string>;
  notes: Generated<string>;
  /** FundsStatus. */
  status: Generated<number>;
  remark: Generated<string>;
  created_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
}

/** The share of retail accounts that lost money over a window (migration 0021), one row a run. */
export interface RetailLossSharesTable {
  id: Generated<number>;
  computed_at: Timestamp;
  window_from: Timestamp;
  window_to: Timestamp;
  accounts_traded: number;
  accounts_lost: number;
  /** Null when no account traded in the window. */
  share_pct: number | null;
}

/** One run of the reconciliation (migration 0018): totals and differences as JSON. */
export interface ReconciliationReportsTable {
  id: Generated<number>;
  started_at: Timestamp;
  finished_at: Timestamp;
  period_from: Timestamp;
  period_to: Timestamp;
  trigger: 'schedule' | 'operator';
  operator_id: number | null;
  accounts_checked: number;
  difference_count: number;
  /** `ReconciliationTotals` of the contract, written as JSON text. */
  totals: ColumnType<unknown, string, never>;
  /** `ReconciliationDifference[]` of the contract, written as JSON text. */
  differences: ColumnType<unknown, string, never>;
}

export interface JobRunsTable {
  name: string;
  last_run_at: Timestamp;
}

/** A real trader's own choice about the ranking (migration 0013). */
export interface RankingProfilesTable {
  user_id: BigId;
  listed: Generated<boolean>;
  /** In normal form (ranking-nickname.ts); unique regardless of case. */
  nickname: string | null;
  updated_at: Timestamp;
}

/** A trader an operator hid from the ranking: never listed until the row is removed. */
export interface RankingHiddenTable {
  user_id: BigId;
  operator_id: number;
  reason: string;
  hidden_at: Timestamp;
}

/** The board as the ranking job last computed it; the list call only reads it. */
export interface TraderRankingsTable {
  user_id: BigId;
  is_demo: boolean;
  score: Numeric;
  period_rate: Numeric;
  period_profit: Numeric;
  win_rate: Numeric;
  max_drawdown: Numeric;
  total_rate: Numeric;
  period_closed: number;
  total_closed: number;
  risk_score: number;
  leverage: number;
  instrument_id: number | null;
  computed_at: Timestamp;
}

export interface NewsFeedsTable {
  id: Generated<number>;
  url: string;
  category_id: number;
  lang: string;
  publish_directly: boolean;
  enabled: boolean;
  last_fetched_at: NullableTimestamp;
  last_error: Generated<string>;
  last_imported: Generated<number>;
  created_at: Timestamp;
}

export interface ArticlesTable {
  id: Generated<number>;
  /** NewsCategory. */
  category_id: number;
  /** 'draft', 'published' (scheduled while publish_at is to come) or 'unpublished'. */
  status: string;
  publish_at: NullableTimestamp;
  cover_image_id: string | null;
  cover_link: Generated<string>;
  pinned: Generated<boolean>;
  popup: Generated<boolean>;
  active_from: NullableTimestamp;
  active_to: NullableTimestamp;
  feed_id: number | null;
  feed_item_key: string | null;
  seed_key: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticleVersionsTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  content: string;
}

export interface ArticleReadsTable {
  user_id: BigId;
  article_id: number;
  read_at: Timestamp;
}

export interface FavouritesTable {
  user_id: BigId;
  instrument_id: number;
  created_at: Timestamp;
}

export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: BigId;
  instrument_id: number;
  direction: number;
  price: Numeric;
  repeat: boolean;
  active: Generated<boolean>;
  armed: Generated<boolean>;
  fired_count: Generated<number>;
  fired_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MarginAlertsTable {
  user_id: BigId;
  level_pct: Numeric;
  armed: Generated<boolean>;
  fired_at: NullableTimestamp;
  updated_at: Timestamp;
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
  retail_loss_shares: RetailLossSharesTable;
  engine_epoch: EngineEpochTable;
  area_codes: AreaCodesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  stop_outs: StopOutsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  sign_in_failures: SignInFailuresTable;
  known_devices: KnownDevicesTable;
  outbox_messages: OutboxMessagesTable;
  companies: CompaniesTable;
  stored_files: StoredFilesTable;
  job_runs: JobRunsTable;
  reconciliation_reports: ReconciliationReportsTable;
  upload_usage: UploadUsageTable;
  kyc_submissions: KycSubmissionsTable;
  deposit_networks: DepositNetworksTable;
  wire_options: WireOptionsTable;
  deposits: DepositsTable;
  draw_currencies: DrawCurrenciesTable;
  draw_methods: DrawMethodsTable;
  withdrawals: WithdrawalsTable;
  ranking_profiles: RankingProfilesTable;
  ranking_hidden: RankingHiddenTable;
  trader_rankings: TraderRankingsTable;
  news_feeds: NewsFeedsTable;
  articles: ArticlesTable;
  article_versions: ArticleVersionsTable;
  article_reads: ArticleReadsTable;
  favourites: FavouritesTable;
  price_alerts: PriceAlertsTable;
  margin_alerts: MarginAlertsTable;
}
