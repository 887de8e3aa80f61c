import { describe, expect, it } from 'vitest';
import type { ReconciliationReport } from './admin-reconciliation.ts';
import { csvCell, reconciliationCsv } from './reconciliation-csv.ts';

describe('a reconciliation report as CSV', () => {
  it('quotes per RFC 4180 and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    // Numbers stay numbers, negative ones too.
    expect(csvCell('-103.5')).toBe('-103.5');
    expect(csvCell(-6)).toBe('-6');
    expect(csvCell(undefined)).toBe('');
  });

  it('has a header row, then one line per figure and per difference', () => {
    const report: ReconciliationReport = {
      id: 7,
      startedAt: '2026-12-10T12:00:00.000Z',
      finishedAt: '2026-12-10T12:00:01.000Z',
      periodFrom: '2026-12-09T12:00:00.000Z',
      periodTo: '2026-12-10T12:00:00.000Z',
      trigger: 'operator',
      operatorName: '=evil,"name"',
      accountsChecked: 2,
      differenceCount: 1,
      totals: {
        accounts: 2,
        realAccounts: 1,
        clientBalance: '10',
        clientLocked: '0',
        clientMoney: '10',
        clientFloatingPnl: '-1.5',
        brokerFloatingPnl: '1.5',
        fees: '0.7',
        clientRealisedPnl: '0',
        brokerRealisedPnl: '0.7',
        negativeBalanceCorrections: { count: 0, amount: '0' },
        deposits: { count: 1, amount: '10' },
        withdrawals: { count: 0, amount: '0' },
        exposure: [
          {
            instrumentId: 3,
            code: 'XAUUSD',
            buyLots: 0.1,
            sellLots: 0,
            netLots: 0.1,
            brokerPnl: 1.5,
          },
        ],
      },
      differences: [
        { userId: 5, uid: '7abc', isDemo: false, check: 'balance', expected: '11', found: '10' },
      ],
    };
    const lines = reconciliationCsv(report).split('\r\n');
    expect(lines[0]).toBe('section,name,user_id,uid,expected,found,value');
    expect(lines).toContain('report,operator,,,,,"\'=evil,""name"""');
    expect(lines).toContain('exposure,XAUUSD net_lots,,,,,0.1');
    expect(lines).toContain('total,client_floating_pnl,,,,,-1.5');
    expect(lines).toContain('difference,balance,5,7abc,11,10,');
    expect(lines[lines.length - 1]).toBe('');
    expect(lines.slice(1, -1).every((line) => line.split(',').length >= 7)).toBe(true);
  });
});
