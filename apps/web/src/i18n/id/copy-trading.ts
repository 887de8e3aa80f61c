import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy Trade',
  ranking: 'Peringkat trader',
  comingSoon: 'Fitur copy trade segera hadir',
  allTraders: 'Semua',
  realTraders: 'Akun riil',
  demoTraders: 'Akun demo',
  realLabel: 'Riil',
  demoLabel: 'Demo',
  rankNumber: 'Peringkat {{rank}}',
  threeWeekReturn: 'Imbal hasil 3 minggu',
  winRate: 'Rasio menang',
  threeWeekProfit: 'Laba 3 minggu (USD)',
  maxDrawdown: 'Drawdown maks.',
  risk: 'Risiko',
  riskOf: 'Risiko {{score}} dari 10',
  totalReturn: 'Total imbal hasil',
  closedPositions: 'Ditutup {{closed}} / total {{total}}',
  followers_other: '{{count}} pengikut',
  leverage: '1:{{value}}',
  howRanked:
    'Diurutkan menurut imbal hasil {{days}} hari dikurangi dua kali drawdown maksimum. Setoran dan penarikan dana tidak dihitung sebagai imbal hasil.',
  whoIsListed:
    'Trader dengan minimal {{min}} posisi ditutup dalam {{days}} hari. Trader akun riil hanya tampil jika mereka sendiri memilihnya.',
  updatedAt: 'Diperbarui {{time}}',
  empty: 'Belum ada trader di papan peringkat',
  emptyHint: 'Trader akan tampil di sini setelah menutup {{min}} posisi dalam {{days}} hari.',
  loadFailed: 'Peringkat gagal dimuat',
};
