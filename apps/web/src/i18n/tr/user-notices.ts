import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Turkish, as Turkish forex brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Bildirimler',
  noticeEmpty:
    'Henüz bildirim yok. Gerçekleşen bekleyen emirler, tetiklenen Zarar Durdur ve Kâr Al emirleri ile para yatırma, para çekme ve kimlik doğrulama sonuçları burada görünür.',
  noticeLoadFailed: 'Bildirimler yüklenemedi.',
  noticeMarkAllRead: 'Tümünü okundu say',
  noticeUnread: '{{count}} okunmamış',
  noticeNew: 'Yeni',
  noticeOpen: 'Görüntüle',
  noticeBrowser: 'Tarayıcı bildirimleri',
  noticeBrowserHint: 'Uygulama arka plandayken bunları bu cihazda da göster.',
  noticeBrowserDenied: 'Bu site için bildirimler engellenmiş. Tarayıcı ayarlarından izin verin.',
  noticeBrowserUnsupported: 'Bu tarayıcı bildirim gösteremiyor.',
  noticeBuy: 'alış',
  noticeSell: 'satış',
  noticeFilledTitle: 'Bekleyen emir gerçekleşti',
  noticeFilled: '{{symbol}} {{side}} {{lots}} lot {{price}} fiyatından gerçekleşti',
  noticeStopLossTitle: 'Zarar Durdur tetiklendi',
  noticeStopLoss:
    'Zarar Durdur, {{symbol}} {{side}} {{lots}} lot pozisyonu {{price}} fiyatından kapattı: {{pnl}}',
  noticeTakeProfitTitle: 'Kâr Al tetiklendi',
  noticeTakeProfit:
    'Kâr Al, {{symbol}} {{side}} {{lots}} lot pozisyonu {{price}} fiyatından kapattı: {{pnl}}',
  noticeStopOutTitle: 'Zorunlu kapatma',
  noticeStopOut:
    'Teminat yetersiz: {{symbol}} {{side}} {{lots}} lot {{price}} fiyatından kapatıldı: {{pnl}}',
  noticeDepositApprovedTitle: 'Para yatırma hesaba geçti',
  noticeDepositApproved: '{{amount}} {{currency}} bakiyenize eklendi.',
  noticeDepositRejectedTitle: 'Para yatırma reddedildi',
  noticeDepositRejected:
    '{{amount}} {{currency}} tutarındaki para yatırma talebiniz reddedildi: {{remark}}',
  noticeDepositRejectedPlain:
    '{{amount}} {{currency}} tutarındaki para yatırma talebiniz reddedildi.',
  noticeWithdrawalPaidTitle: 'Para çekme ödendi',
  noticeWithdrawalPaid: '{{amount}} {{currency}} tutarındaki para çekme talebiniz ödendi.',
  noticeWithdrawalRejectedTitle: 'Para çekme reddedildi',
  noticeWithdrawalRejected:
    '{{amount}} {{currency}} tutarındaki para çekme talebiniz reddedildi ve bakiyenize iade edildi: {{remark}}',
  noticeWithdrawalRejectedPlain:
    '{{amount}} {{currency}} tutarındaki para çekme talebiniz reddedildi ve bakiyenize iade edildi.',
  noticeKycApprovedTitle: 'Kimlik doğrulandı',
  noticeKycApproved: 'Kimlik doğrulamanız onaylandı.',
  noticeKycRejectedTitle: 'Kimlik doğrulama iade edildi',
  noticeKycRejected: 'Belgeleriniz iade edildi: {{remark}}. Lütfen yeniden gönderin.',
  noticeOtherTitle: 'Hesap bildirimi',
  noticeOther: 'Hesabınızda bir değişiklik oldu. Bu bildirimi okumak için uygulamayı güncelleyin.',
  stopOutOpen: 'Zorunlu kapatmayı gör',
  stopOutRecordTitle: 'Zorunlu kapatma ayrıntıları',
  stopOutRiskRate: 'Kapatma anındaki marjin seviyesi',
  stopOutLevel: 'Zorunlu kapatma seviyesi',
  stopOutBalanceBefore: 'Önceki bakiye',
  stopOutBalanceAfter: 'Sonraki bakiye',
  stopOutCorrection: 'Negatif bakiye koruması',
  stopOutCorrectionHint:
    'Zararınız bakiyenizi aştı. Farkı biz karşıladık; bakiyeniz 0’ın altına düşmez.',
  stopOutCloses: 'Kapatılan pozisyonlar, sırasıyla',
  stopOutLoadFailed: 'Zorunlu kapatma ayrıntıları yüklenemedi.',
};
