import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Malay, as Malaysian forex brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Pemberitahuan',
  noticeEmpty:
    'Belum ada pemberitahuan. Pesanan tertangguh yang dilaksanakan, Henti Rugi atau Ambil Untung yang tercetus, serta keputusan semakan deposit, pengeluaran dan pengesahan identiti akan dipaparkan di sini.',
  noticeLoadFailed: 'Pemberitahuan tidak dapat dimuatkan.',
  noticeMarkAllRead: 'Tandakan semua sudah dibaca',
  noticeUnread: '{{count}} belum dibaca',
  noticeNew: 'Baharu',
  noticeOpen: 'Lihat',
  noticeBrowser: 'Pemberitahuan pelayar',
  noticeBrowserHint: 'Paparkan juga pada peranti ini semasa aplikasi berjalan di latar belakang.',
  noticeBrowserDenied: 'Pemberitahuan untuk laman ini disekat. Benarkan dalam tetapan pelayar.',
  noticeBrowserUnsupported: 'Pelayar ini tidak dapat memaparkan pemberitahuan.',
  noticeBuy: 'beli',
  noticeSell: 'jual',
  noticeFilledTitle: 'Pesanan tertangguh dilaksanakan',
  noticeFilled: '{{symbol}} {{side}} {{lots}} lot dilaksanakan pada {{price}}',
  noticeStopLossTitle: 'Henti Rugi tercetus',
  noticeStopLoss: 'Henti Rugi menutup {{symbol}} {{side}} {{lots}} lot pada {{price}}: {{pnl}}',
  noticeTakeProfitTitle: 'Ambil Untung tercetus',
  noticeTakeProfit: 'Ambil Untung menutup {{symbol}} {{side}} {{lots}} lot pada {{price}}: {{pnl}}',
  noticeStopOutTitle: 'Tutup paksa (stop out)',
  noticeStopOut:
    'Margin tidak mencukupi: {{symbol}} {{side}} {{lots}} lot ditutup pada {{price}}: {{pnl}}',
  noticeDepositApprovedTitle: 'Deposit dikreditkan',
  noticeDepositApproved: '{{amount}} {{currency}} telah dikreditkan ke baki anda.',
  noticeDepositRejectedTitle: 'Deposit ditolak',
  noticeDepositRejected: 'Deposit anda sebanyak {{amount}} {{currency}} ditolak: {{remark}}',
  noticeDepositRejectedPlain: 'Deposit anda sebanyak {{amount}} {{currency}} ditolak.',
  noticeWithdrawalPaidTitle: 'Pengeluaran dibayar',
  noticeWithdrawalPaid: 'Pengeluaran anda sebanyak {{amount}} {{currency}} telah dibayar.',
  noticeWithdrawalRejectedTitle: 'Pengeluaran ditolak',
  noticeWithdrawalRejected:
    'Pengeluaran anda sebanyak {{amount}} {{currency}} ditolak dan dikembalikan ke baki: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Pengeluaran anda sebanyak {{amount}} {{currency}} ditolak dan dikembalikan ke baki.',
  noticeKycApprovedTitle: 'Identiti disahkan',
  noticeKycApproved: 'Pengesahan identiti anda telah diluluskan.',
  noticeKycRejectedTitle: 'Pengesahan identiti dikembalikan',
  noticeKycRejected: 'Dokumen anda dikembalikan: {{remark}}. Sila hantar semula.',
  noticeOtherTitle: 'Makluman akaun',
  noticeOther:
    'Terdapat perubahan pada akaun anda. Kemas kini aplikasi untuk membaca makluman ini.',
  stopOutOpen: 'Lihat tutup paksa',
  stopOutRecordTitle: 'Butiran tutup paksa',
  stopOutRiskRate: 'Paras margin semasa tutup paksa',
  stopOutLevel: 'Paras tutup paksa',
  stopOutBalanceBefore: 'Baki sebelum',
  stopOutBalanceAfter: 'Baki selepas',
  stopOutCorrection: 'Perlindungan baki negatif',
  stopOutCorrectionHint:
    'Kerugian anda melebihi baki. Kami menanggung bezanya, jadi baki anda tidak jatuh di bawah 0.',
  stopOutCloses: 'Posisi yang ditutup, mengikut urutan',
  stopOutLoadFailed: 'Butiran tutup paksa tidak dapat dimuatkan.',
};
