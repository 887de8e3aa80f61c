import type { ReconciliationReport } from './admin-reconciliation.ts';

/** The columns of a report's CSV, its header row. */
export const reconciliationCsvHeader = [
  'section',
  'name',
  'user_id',
  'uid',
  'expected',
  'found',
  'value',
] as const;

type CsvRow = Partial<Record<(typeof reconciliationCsvHeader)[number], string | number>>;

const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One cell: a text a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with an apostrophe, plain numbers (negative ones too) stay
 * numbers; then quoted per RFC 4180 when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (row: CsvRow): string =>
  reconciliationCsvHeader.map((column) => csvCell(row[column])).join(',');

/**
 * A report as CSV (RFC 4180: CRLF line ends, a header row): the run, the totals, exposure per
 * instrument, then every difference kept with its account, the expected and the found figure.
 */
export function reconciliationCsv(report: ReconciliationReport): string {
  const { totals } = report;
  const rows: CsvRow[] = [
    { section: 'report', name: 'id', value: report.id },
    { section: 'report', name: 'started_at', value: report.startedAt },
    { section: 'report', name: 'finished_at', value: report.finishedAt },
    { section: 'report', name: 'period_from', value: report.periodFrom },
    { section: 'report', name: 'period_to', value: report.periodTo },
    { section: 'report', name: 'trigger', value: report.trigger },
    { section: 'report', name: 'operator', value: report.operatorName ?? '' },
    { section: 'report', name: 'accounts_checked', value: report.accountsChecked },
    { section: 'report', name: 'difference_count', value: report.differenceCount },
    { section: 'total', name: 'accounts', value: totals.accounts },
    { section: 'total', name: 'real_accounts', value: totals.realAccounts },
    { section: 'total', name: 'client_balance', value: totals.clientBalance },
    { section: 'total', name: 'client_locked', value: totals.clientLocked },
    { section: 'total', name: 'client_money', value: totals.clientMoney },
    { section: 'total', name: 'client_floating_pnl', value: totals.clientFloatingPnl },
    { section: 'total', name: 'broker_floating_pnl', value: totals.brokerFloatingPnl },
    { section: 'total', name: 'fees', value: totals.fees },
    { section: 'total', name: 'client_realised_pnl', value: totals.clientRealisedPnl },
    { section: 'total', name: 'broker_realised_pnl', value: totals.brokerRealisedPnl },
    {
      section: 'total',
      name: 'negative_balance_corrections_count',
      value: totals.negativeBalanceCorrections.count,
    },
    {
      section: 'total',
      name: 'negative_balance_corrections_amount',
      value: totals.negativeBalanceCorrections.amount,
    },
    { section: 'total', name: 'deposits_count', value: totals.deposits.count },
    { section: 'total', name: 'deposits_amount', value: totals.deposits.amount },
    { section: 'total', name: 'withdrawals_count', value: totals.withdrawals.count },
    { section: 'total', name: 'withdrawals_amount', value: totals.withdrawals.amount },
    ...totals.exposure.flatMap((row) => [
      { section: 'exposure', name: `${row.code} buy_lots`, value: row.buyLots },
      { section: 'exposure', name: `${row.code} sell_lots`, value: row.sellLots },
      { section: 'exposure', name: `${row.code} net_lots`, value: row.netLots },
      { section: 'exposure', name: `${row.code} broker_pnl`, value: row.brokerPnl },
    ]),
    ...report.differences.map((difference) => ({
      section: 'difference',
      name: difference.check,
      user_id: difference.userId,
      uid: difference.uid,
      expected: difference.expected,
      found: difference.found,
    })),
  ];
  return `${[reconciliationCsvHeader.join(','), ...rows.map(line)].join('\r\n')}\r\n`;
}
