import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Czech, as Czech CFD brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Upozornění',
  noticeEmpty:
    'Zatím žádná upozornění. Zobrazí se tu provedené čekající pokyny, spuštěné stop lossy a take profity a výsledky kontroly vkladů, výběrů a ověření totožnosti.',
  noticeLoadFailed: 'Upozornění se nepodařilo načíst.',
  noticeMarkAllRead: 'Označit vše jako přečtené',
  noticeUnread: 'Nepřečtených: {{count}}',
  noticeNew: 'Nové',
  noticeOpen: 'Zobrazit',
  noticeBrowser: 'Upozornění prohlížeče',
  noticeBrowserHint: 'Zobrazovat je i na tomto zařízení, když aplikace běží na pozadí.',
  noticeBrowserDenied:
    'Upozornění jsou pro tento web zablokovaná. Povolte je v nastavení prohlížeče.',
  noticeBrowserUnsupported: 'Tento prohlížeč neumí zobrazovat upozornění.',
  noticeBuy: 'nákup',
  noticeSell: 'prodej',
  noticeFilledTitle: 'Čekající pokyn proveden',
  noticeFilled: 'Pokyn proveden: {{side}} {{symbol}}, {{lots}} lotu za {{price}}',
  noticeStopLossTitle: 'Spuštěn stop loss',
  noticeStopLoss:
    'Stop loss uzavřel pozici: {{side}} {{symbol}}, {{lots}} lotu za {{price}}, výsledek {{pnl}}',
  noticeTakeProfitTitle: 'Spuštěn take profit',
  noticeTakeProfit:
    'Take profit uzavřel pozici: {{side}} {{symbol}}, {{lots}} lotu za {{price}}, výsledek {{pnl}}',
  noticeStopOutTitle: 'Stop out',
  noticeStopOut:
    'Nedostatečná marže, pozice uzavřena: {{side}} {{symbol}}, {{lots}} lotu za {{price}}, výsledek {{pnl}}',
  noticeDepositApprovedTitle: 'Vklad připsán',
  noticeDepositApproved: '{{amount}} {{currency}} bylo připsáno na váš zůstatek.',
  noticeDepositRejectedTitle: 'Vklad zamítnut',
  noticeDepositRejected: 'Váš vklad {{amount}} {{currency}} byl zamítnut: {{remark}}',
  noticeDepositRejectedPlain: 'Váš vklad {{amount}} {{currency}} byl zamítnut.',
  noticeWithdrawalPaidTitle: 'Výběr vyplacen',
  noticeWithdrawalPaid: 'Váš výběr {{amount}} {{currency}} byl vyplacen.',
  noticeWithdrawalRejectedTitle: 'Výběr zamítnut',
  noticeWithdrawalRejected:
    'Váš výběr {{amount}} {{currency}} byl zamítnut a vrácen na zůstatek: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Váš výběr {{amount}} {{currency}} byl zamítnut a vrácen na zůstatek.',
  noticeKycApprovedTitle: 'Totožnost ověřena',
  noticeKycApproved: 'Ověření vaší totožnosti bylo schváleno.',
  noticeKycRejectedTitle: 'Ověření totožnosti vráceno',
  noticeKycRejected: 'Vaše doklady byly vráceny: {{remark}}. Odešlete je prosím znovu.',
  noticeOtherTitle: 'Oznámení k účtu',
  noticeOther:
    'Na vašem účtu došlo ke změně. Aktualizujte aplikaci, abyste si toto oznámení mohli přečíst.',
  stopOutOpen: 'Zobrazit stop out',
  stopOutRecordTitle: 'Podrobnosti stop outu',
  stopOutRiskRate: 'Úroveň marže při stop outu',
  stopOutLevel: 'Úroveň stop outu',
  stopOutBalanceBefore: 'Zůstatek před',
  stopOutBalanceAfter: 'Zůstatek po',
  stopOutCorrection: 'Ochrana před záporným zůstatkem',
  stopOutCorrectionHint:
    'Ztráty přesáhly váš zůstatek. Rozdíl jsme uhradili, takže zůstatek neklesne pod 0.',
  stopOutCloses: 'Uzavřené pozice v pořadí uzavření',
  stopOutLoadFailed: 'Podrobnosti stop outu se nepodařilo načíst.',
};
