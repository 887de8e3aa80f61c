import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** French, as French-speaking CFD brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Mes notifications',
  noticeEmpty:
    'Aucune notification pour le moment. Les ordres en attente exécutés, les stops déclenchés et le traitement de vos dépôts, retraits et de votre vérification d’identité apparaîtront ici.',
  noticeLoadFailed: 'Impossible de charger les notifications.',
  noticeMarkAllRead: 'Tout marquer comme lu',
  noticeUnread: '{{count}} non lue(s)',
  noticeNew: 'Nouveau',
  noticeOpen: 'Voir',
  noticeBrowser: 'Notifications du navigateur',
  noticeBrowserHint:
    'Les afficher aussi sur cet appareil lorsque l’application est en arrière-plan.',
  noticeBrowserDenied:
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur.',
  noticeBrowserUnsupported: 'Ce navigateur ne peut pas afficher de notifications.',
  noticeBuy: 'achat',
  noticeSell: 'vente',
  noticeFilledTitle: 'Ordre en attente exécuté',
  noticeFilled: '{{symbol}} : {{side}} de {{lots}} lot exécuté à {{price}}',
  noticeStopLossTitle: 'Stop loss déclenché',
  noticeStopLoss:
    'Stop loss sur {{symbol}} : {{side}} de {{lots}} lot clôturé à {{price}}, résultat {{pnl}}',
  noticeTakeProfitTitle: 'Take profit déclenché',
  noticeTakeProfit:
    'Take profit sur {{symbol}} : {{side}} de {{lots}} lot clôturé à {{price}}, résultat {{pnl}}',
  noticeStopOutTitle: 'Stop out',
  noticeStopOut:
    'Marge insuffisante sur {{symbol}} : {{side}} de {{lots}} lot clôturé à {{price}}, résultat {{pnl}}',
  noticeDepositApprovedTitle: 'Dépôt crédité',
  noticeDepositApproved: '{{amount}} {{currency}} ont été crédités sur votre solde.',
  noticeDepositRejectedTitle: 'Dépôt refusé',
  noticeDepositRejected: 'Votre dépôt de {{amount}} {{currency}} a été refusé : {{remark}}',
  noticeDepositRejectedPlain: 'Votre dépôt de {{amount}} {{currency}} a été refusé.',
  noticeWithdrawalPaidTitle: 'Retrait versé',
  noticeWithdrawalPaid: 'Votre retrait de {{amount}} {{currency}} a été versé.',
  noticeWithdrawalRejectedTitle: 'Retrait refusé',
  noticeWithdrawalRejected:
    'Votre retrait de {{amount}} {{currency}} a été refusé et recrédité sur votre solde : {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Votre retrait de {{amount}} {{currency}} a été refusé et recrédité sur votre solde.',
  noticeKycApprovedTitle: 'Identité vérifiée',
  noticeKycApproved: 'Votre vérification d’identité a été approuvée.',
  noticeKycRejectedTitle: 'Vérification d’identité refusée',
  noticeKycRejected:
    'Vos documents ont été refusés : {{remark}}. Merci de les soumettre à nouveau.',
  noticeOtherTitle: 'Avis sur votre compte',
  noticeOther: 'Votre compte a changé. Mettez l’application à jour pour lire cet avis.',
  stopOutOpen: 'Voir le stop out',
  stopOutRecordTitle: 'Détail du stop out',
  stopOutRiskRate: 'Niveau de marge au stop out',
  stopOutLevel: 'Seuil de stop out',
  stopOutBalanceBefore: 'Solde avant',
  stopOutBalanceAfter: 'Solde après',
  stopOutCorrection: 'Protection contre le solde négatif',
  stopOutCorrectionHint:
    'Vos pertes ont dépassé votre solde. Nous avons couvert la différence : votre solde ne passe pas sous 0.',
  stopOutCloses: 'Positions clôturées, dans l’ordre',
  stopOutLoadFailed: 'Le détail du stop out n’a pas pu être chargé.',
};
