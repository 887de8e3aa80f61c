import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** German, as German-speaking brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Benachrichtigungen',
  noticeEmpty:
    'Noch keine Benachrichtigungen. Ausgeführte Pending Orders, ausgelöste Stops und die Prüfung Ihrer Einzahlungen, Auszahlungen und Ihrer Identität erscheinen hier.',
  noticeLoadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  noticeMarkAllRead: 'Alle als gelesen markieren',
  noticeUnread: '{{count}} ungelesen',
  noticeNew: 'Neu',
  noticeOpen: 'Ansehen',
  noticeBrowser: 'Browser-Benachrichtigungen',
  noticeBrowserHint: 'Auch auf diesem Gerät anzeigen, während die App im Hintergrund läuft.',
  noticeBrowserDenied:
    'Benachrichtigungen sind für diese Seite blockiert. Erlauben Sie sie in den Browsereinstellungen.',
  noticeBrowserUnsupported: 'Dieser Browser kann keine Benachrichtigungen anzeigen.',
  noticeBuy: 'Kauf',
  noticeSell: 'Verkauf',
  noticeFilledTitle: 'Pending Order ausgeführt',
  noticeFilled: '{{symbol}} {{side}} {{lots}} Lot zu {{price}} ausgeführt',
  noticeStopLossTitle: 'Stop-Loss ausgelöst',
  noticeStopLoss:
    'Stop-Loss hat {{symbol}} {{side}} {{lots}} Lot zu {{price}} geschlossen: {{pnl}}',
  noticeTakeProfitTitle: 'Take-Profit ausgelöst',
  noticeTakeProfit:
    'Take-Profit hat {{symbol}} {{side}} {{lots}} Lot zu {{price}} geschlossen: {{pnl}}',
  noticeStopOutTitle: 'Stop-Out',
  noticeStopOut:
    'Margin zu niedrig: {{symbol}} {{side}} {{lots}} Lot wurde zu {{price}} geschlossen: {{pnl}}',
  noticeDepositApprovedTitle: 'Einzahlung gutgeschrieben',
  noticeDepositApproved: '{{amount}} {{currency}} wurden Ihrem Kontostand gutgeschrieben.',
  noticeDepositRejectedTitle: 'Einzahlung abgelehnt',
  noticeDepositRejected: 'Ihre Einzahlung über {{amount}} {{currency}} wurde abgelehnt: {{remark}}',
  noticeDepositRejectedPlain: 'Ihre Einzahlung über {{amount}} {{currency}} wurde abgelehnt.',
  noticeWithdrawalPaidTitle: 'Auszahlung überwiesen',
  noticeWithdrawalPaid: 'Ihre Auszahlung über {{amount}} {{currency}} wurde überwiesen.',
  noticeWithdrawalRejectedTitle: 'Auszahlung abgelehnt',
  noticeWithdrawalRejected:
    'Ihre Auszahlung über {{amount}} {{currency}} wurde abgelehnt und Ihrem Kontostand wieder gutgeschrieben: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Ihre Auszahlung über {{amount}} {{currency}} wurde abgelehnt und Ihrem Kontostand wieder gutgeschrieben.',
  noticeKycApprovedTitle: 'Identität bestätigt',
  noticeKycApproved: 'Ihre Identitätsprüfung wurde erfolgreich abgeschlossen.',
  noticeKycRejectedTitle: 'Identitätsprüfung zurückgewiesen',
  noticeKycRejected:
    'Ihre Unterlagen wurden zurückgewiesen: {{remark}}. Bitte reichen Sie sie erneut ein.',
  noticeOtherTitle: 'Mitteilung zu Ihrem Konto',
  noticeOther:
    'An Ihrem Konto hat sich etwas geändert. Aktualisieren Sie die App, um diese Mitteilung zu lesen.',
  stopOutOpen: 'Stop-Out ansehen',
  stopOutRecordTitle: 'Stop-Out im Detail',
  stopOutRiskRate: 'Margin-Level beim Stop-Out',
  stopOutLevel: 'Stop-Out-Level',
  stopOutBalanceBefore: 'Saldo vorher',
  stopOutBalanceAfter: 'Saldo nachher',
  stopOutCorrection: 'Schutz vor negativem Saldo',
  stopOutCorrectionHint:
    'Ihre Verluste gingen über Ihren Saldo hinaus. Wir haben die Differenz übernommen, damit Ihr Saldo nicht unter 0 fällt.',
  stopOutCloses: 'Geschlossene Positionen in Reihenfolge',
  stopOutLoadFailed: 'Die Stop-Out-Details konnten nicht geladen werden.',
};
