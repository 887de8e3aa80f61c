import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Portuguese, as Portuguese-speaking CFD brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Notificações',
  noticeEmpty:
    'Ainda não há notificações. Aqui aparecem as ordens pendentes executadas, os stops acionados e a análise dos seus depósitos, retiradas e da verificação de identidade.',
  noticeLoadFailed: 'Não foi possível carregar as notificações.',
  noticeMarkAllRead: 'Marcar todas como lidas',
  noticeUnread: '{{count}} não lida(s)',
  noticeNew: 'Nova',
  noticeOpen: 'Ver',
  noticeBrowser: 'Notificações do navegador',
  noticeBrowserHint: 'Mostrá-las também neste dispositivo quando o app estiver em segundo plano.',
  noticeBrowserDenied:
    'As notificações estão bloqueadas para este site. Permita-as nas configurações do navegador.',
  noticeBrowserUnsupported: 'Este navegador não consegue mostrar notificações.',
  noticeBuy: 'compra',
  noticeSell: 'venda',
  noticeFilledTitle: 'Ordem pendente executada',
  noticeFilled: '{{symbol}}: {{side}} de {{lots}} lotes executada a {{price}}',
  noticeStopLossTitle: 'Stop loss acionado',
  noticeStopLoss:
    'Stop loss em {{symbol}}: {{side}} de {{lots}} lotes fechada a {{price}}, resultado {{pnl}}',
  noticeTakeProfitTitle: 'Take profit acionado',
  noticeTakeProfit:
    'Take profit em {{symbol}}: {{side}} de {{lots}} lotes fechada a {{price}}, resultado {{pnl}}',
  noticeStopOutTitle: 'Fechada por stop out',
  noticeStopOut:
    'Margem insuficiente em {{symbol}}: {{side}} de {{lots}} lotes fechada a {{price}}, resultado {{pnl}}',
  noticeDepositApprovedTitle: 'Depósito creditado',
  noticeDepositApproved: '{{amount}} {{currency}} foram creditados no seu saldo.',
  noticeDepositRejectedTitle: 'Depósito recusado',
  noticeDepositRejected: 'O seu depósito de {{amount}} {{currency}} foi recusado: {{remark}}',
  noticeDepositRejectedPlain: 'O seu depósito de {{amount}} {{currency}} foi recusado.',
  noticeWithdrawalPaidTitle: 'Retirada paga',
  noticeWithdrawalPaid: 'A sua retirada de {{amount}} {{currency}} foi paga.',
  noticeWithdrawalRejectedTitle: 'Retirada recusada',
  noticeWithdrawalRejected:
    'A sua retirada de {{amount}} {{currency}} foi recusada e devolvida ao seu saldo: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'A sua retirada de {{amount}} {{currency}} foi recusada e devolvida ao seu saldo.',
  noticeKycApprovedTitle: 'Identidade verificada',
  noticeKycApproved: 'A sua verificação de identidade foi aprovada.',
  noticeKycRejectedTitle: 'Verificação de identidade devolvida',
  noticeKycRejected: 'Os seus documentos foram devolvidos: {{remark}}. Envie-os novamente.',
  noticeOtherTitle: 'Aviso da sua conta',
  noticeOther: 'Houve uma alteração na sua conta. Atualize o app para ler este aviso.',
  stopOutOpen: 'Ver o stop out',
  stopOutRecordTitle: 'Detalhes do stop out',
  stopOutRiskRate: 'Nível de margem no stop out',
  stopOutLevel: 'Nível de stop out',
  stopOutBalanceBefore: 'Saldo antes',
  stopOutBalanceAfter: 'Saldo depois',
  stopOutCorrection: 'Proteção contra saldo negativo',
  stopOutCorrectionHint:
    'As perdas ultrapassaram o seu saldo. Cobrimos a diferença, e o saldo não fica abaixo de 0.',
  stopOutCloses: 'Posições fechadas, por ordem',
  stopOutLoadFailed: 'Não foi possível carregar os detalhes do stop out.',
};
