import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy Trade',
  ranking: 'Kedudukan pedagang',
  comingSoon: 'Ciri copy trade akan tersedia tidak lama lagi',
  allTraders: 'Semua',
  realTraders: 'Akaun sebenar',
  demoTraders: 'Akaun demo',
  realLabel: 'Sebenar',
  demoLabel: 'Demo',
  rankNumber: 'Tempat ke-{{rank}}',
  threeWeekReturn: 'Pulangan 3 minggu',
  winRate: 'Kadar menang',
  threeWeekProfit: 'Untung 3 minggu (USD)',
  maxDrawdown: 'Drawdown maks.',
  risk: 'Risiko',
  riskOf: 'Risiko {{score}} daripada 10',
  totalReturn: 'Jumlah pulangan',
  closedPositions: 'Ditutup {{closed}} / jumlah {{total}}',
  followers_other: '{{count}} pengikut',
  leverage: '1:{{value}}',
  howRanked:
    'Disusun mengikut pulangan {{days}} hari ditolak dua kali drawdown maksimum. Deposit dan pengeluaran tidak dikira sebagai pulangan.',
  whoIsListed:
    'Pedagang yang menutup sekurang-kurangnya {{min}} posisi dalam {{days}} hari. Pedagang akaun sebenar hanya dipaparkan jika mereka memilih untuk dipaparkan.',
  updatedAt: 'Dikemas kini {{time}}',
  empty: 'Belum ada pedagang dalam senarai kedudukan',
  emptyHint: 'Pedagang akan dipaparkan di sini setelah menutup {{min}} posisi dalam {{days}} hari.',
  loadFailed: 'Senarai kedudukan tidak dapat dimuatkan',
};
