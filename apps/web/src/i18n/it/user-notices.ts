import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Italian, as Italian CFD brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Notifiche',
  noticeEmpty:
    'Ancora nessuna notifica. Qui compaiono gli ordini pendenti eseguiti, gli stop attivati e l’esito di depositi, prelievi e verifica dell’identità.',
  noticeLoadFailed: 'Impossibile caricare le notifiche.',
  noticeMarkAllRead: 'Segna tutte come lette',
  noticeUnread: '{{count}} da leggere',
  noticeNew: 'Nuova',
  noticeOpen: 'Vedi',
  noticeBrowser: 'Notifiche del browser',
  noticeBrowserHint: 'Mostrale anche su questo dispositivo quando l’app è in background.',
  noticeBrowserDenied:
    'Le notifiche sono bloccate per questo sito. Consentile nelle impostazioni del browser.',
  noticeBrowserUnsupported: 'Questo browser non può mostrare notifiche.',
  noticeBuy: 'acquisto',
  noticeSell: 'vendita',
  noticeFilledTitle: 'Ordine pendente eseguito',
  noticeFilled: 'Ordine di {{side}} su {{symbol}} di {{lots}} lotti eseguito a {{price}}',
  noticeStopLossTitle: 'Stop loss attivato',
  noticeStopLoss:
    'Lo stop loss ha chiuso la posizione di {{side}} su {{symbol}} di {{lots}} lotti a {{price}}: {{pnl}}',
  noticeTakeProfitTitle: 'Take profit attivato',
  noticeTakeProfit:
    'Il take profit ha chiuso la posizione di {{side}} su {{symbol}} di {{lots}} lotti a {{price}}: {{pnl}}',
  noticeStopOutTitle: 'Chiusura per stop out',
  noticeStopOut:
    'Margine insufficiente: la posizione di {{side}} su {{symbol}} di {{lots}} lotti è stata chiusa a {{price}}: {{pnl}}',
  noticeDepositApprovedTitle: 'Deposito accreditato',
  noticeDepositApproved: '{{amount}} {{currency}} sono stati accreditati sul tuo saldo.',
  noticeDepositRejectedTitle: 'Deposito rifiutato',
  noticeDepositRejected: 'Il tuo deposito di {{amount}} {{currency}} è stato rifiutato: {{remark}}',
  noticeDepositRejectedPlain: 'Il tuo deposito di {{amount}} {{currency}} è stato rifiutato.',
  noticeWithdrawalPaidTitle: 'Prelievo pagato',
  noticeWithdrawalPaid: 'Il tuo prelievo di {{amount}} {{currency}} è stato pagato.',
  noticeWithdrawalRejectedTitle: 'Prelievo rifiutato',
  noticeWithdrawalRejected:
    'Il tuo prelievo di {{amount}} {{currency}} è stato rifiutato e riaccreditato sul saldo: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Il tuo prelievo di {{amount}} {{currency}} è stato rifiutato e riaccreditato sul saldo.',
  noticeKycApprovedTitle: 'Identità verificata',
  noticeKycApproved: 'La tua verifica dell’identità è stata approvata.',
  noticeKycRejectedTitle: 'Verifica dell’identità respinta',
  noticeKycRejected: 'I tuoi documenti sono stati respinti: {{remark}}. Inviali di nuovo.',
  noticeOtherTitle: 'Avviso sul tuo conto',
  noticeOther: 'Qualcosa è cambiato sul tuo conto. Aggiorna l’app per leggere questo avviso.',
  stopOutOpen: 'Vedi lo stop out',
  stopOutRecordTitle: 'Dettagli dello stop out',
  stopOutRiskRate: 'Livello di margine allo stop out',
  stopOutLevel: 'Soglia di stop out',
  stopOutBalanceBefore: 'Saldo prima',
  stopOutBalanceAfter: 'Saldo dopo',
  stopOutCorrection: 'Protezione dal saldo negativo',
  stopOutCorrectionHint:
    'Le perdite hanno superato il saldo. Abbiamo coperto la differenza, quindi il saldo non scende sotto 0.',
  stopOutCloses: 'Posizioni chiuse, in ordine',
  stopOutLoadFailed: 'Impossibile caricare i dettagli dello stop out.',
};
