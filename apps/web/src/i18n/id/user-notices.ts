import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Indonesian, as Indonesian forex brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Notifikasi',
  noticeEmpty:
    'Belum ada notifikasi. Order tertunda yang tereksekusi, Stop Loss atau Take Profit yang terpicu, serta hasil peninjauan setor dana, tarik dana, dan verifikasi identitas akan tampil di sini.',
  noticeLoadFailed: 'Notifikasi gagal dimuat.',
  noticeMarkAllRead: 'Tandai semua sudah dibaca',
  noticeUnread: '{{count}} belum dibaca',
  noticeNew: 'Baru',
  noticeOpen: 'Lihat',
  noticeBrowser: 'Notifikasi browser',
  noticeBrowserHint: 'Tampilkan juga di perangkat ini saat aplikasi berjalan di latar belakang.',
  noticeBrowserDenied: 'Notifikasi untuk situs ini diblokir. Izinkan di pengaturan browser.',
  noticeBrowserUnsupported: 'Browser ini tidak dapat menampilkan notifikasi.',
  noticeBuy: 'beli',
  noticeSell: 'jual',
  noticeFilledTitle: 'Order tertunda tereksekusi',
  noticeFilled: '{{symbol}} {{side}} {{lots}} lot tereksekusi di {{price}}',
  noticeStopLossTitle: 'Stop Loss terpicu',
  noticeStopLoss: 'Stop Loss menutup {{symbol}} {{side}} {{lots}} lot di {{price}}: {{pnl}}',
  noticeTakeProfitTitle: 'Take Profit terpicu',
  noticeTakeProfit: 'Take Profit menutup {{symbol}} {{side}} {{lots}} lot di {{price}}: {{pnl}}',
  noticeStopOutTitle: 'Stop Out',
  noticeStopOut:
    'Margin tidak cukup: {{symbol}} {{side}} {{lots}} lot ditutup di {{price}}: {{pnl}}',
  noticeDepositApprovedTitle: 'Setoran masuk',
  noticeDepositApproved: '{{amount}} {{currency}} telah masuk ke saldo Anda.',
  noticeDepositRejectedTitle: 'Setoran ditolak',
  noticeDepositRejected: 'Setoran Anda sebesar {{amount}} {{currency}} ditolak: {{remark}}',
  noticeDepositRejectedPlain: 'Setoran Anda sebesar {{amount}} {{currency}} ditolak.',
  noticeWithdrawalPaidTitle: 'Penarikan dibayarkan',
  noticeWithdrawalPaid: 'Penarikan Anda sebesar {{amount}} {{currency}} telah dibayarkan.',
  noticeWithdrawalRejectedTitle: 'Penarikan ditolak',
  noticeWithdrawalRejected:
    'Penarikan Anda sebesar {{amount}} {{currency}} ditolak dan dikembalikan ke saldo: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Penarikan Anda sebesar {{amount}} {{currency}} ditolak dan dikembalikan ke saldo.',
  noticeKycApprovedTitle: 'Identitas terverifikasi',
  noticeKycApproved: 'Verifikasi identitas Anda telah disetujui.',
  noticeKycRejectedTitle: 'Verifikasi identitas dikembalikan',
  noticeKycRejected: 'Dokumen Anda dikembalikan: {{remark}}. Silakan kirim ulang.',
  noticeOtherTitle: 'Pemberitahuan akun',
  noticeOther: 'Ada perubahan pada akun Anda. Perbarui aplikasi untuk membaca pemberitahuan ini.',
  stopOutOpen: 'Lihat stop out',
  stopOutRecordTitle: 'Rincian stop out',
  stopOutRiskRate: 'Level margin saat stop out',
  stopOutLevel: 'Level stop out',
  stopOutBalanceBefore: 'Saldo sebelum',
  stopOutBalanceAfter: 'Saldo sesudah',
  stopOutCorrection: 'Perlindungan saldo negatif',
  stopOutCorrectionHint:
    'Kerugian Anda melebihi saldo. Selisihnya kami tanggung, sehingga saldo Anda tidak turun di bawah 0.',
  stopOutCloses: 'Posisi yang ditutup, sesuai urutan',
  stopOutLoadFailed: 'Rincian stop out tidak dapat dimuat.',
};
