import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Spanish, as Spanish-speaking CFD brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Notificaciones',
  noticeEmpty:
    'Aún no tiene notificaciones. Aquí verá las órdenes pendientes ejecutadas, los stops activados y la revisión de sus depósitos, retiros y verificación de identidad.',
  noticeLoadFailed: 'No se pudieron cargar las notificaciones.',
  noticeMarkAllRead: 'Marcar todas como leídas',
  noticeUnread: '{{count}} sin leer',
  noticeNew: 'Nueva',
  noticeOpen: 'Ver',
  noticeBrowser: 'Notificaciones del navegador',
  noticeBrowserHint:
    'Mostrarlas también en este dispositivo cuando la aplicación esté en segundo plano.',
  noticeBrowserDenied:
    'Las notificaciones están bloqueadas para este sitio. Permítalas en la configuración del navegador.',
  noticeBrowserUnsupported: 'Este navegador no puede mostrar notificaciones.',
  noticeBuy: 'compra',
  noticeSell: 'venta',
  noticeFilledTitle: 'Orden pendiente ejecutada',
  noticeFilled: '{{symbol}}: {{side}} de {{lots}} lotes ejecutada a {{price}}',
  noticeStopLossTitle: 'Stop loss activado',
  noticeStopLoss:
    'Stop loss en {{symbol}}: {{side}} de {{lots}} lotes cerrada a {{price}}, resultado {{pnl}}',
  noticeTakeProfitTitle: 'Take profit activado',
  noticeTakeProfit:
    'Take profit en {{symbol}}: {{side}} de {{lots}} lotes cerrada a {{price}}, resultado {{pnl}}',
  noticeStopOutTitle: 'Cierre por stop out',
  noticeStopOut:
    'Margen insuficiente en {{symbol}}: {{side}} de {{lots}} lotes cerrada a {{price}}, resultado {{pnl}}',
  noticeDepositApprovedTitle: 'Depósito acreditado',
  noticeDepositApproved: 'Se acreditaron {{amount}} {{currency}} a su saldo.',
  noticeDepositRejectedTitle: 'Depósito rechazado',
  noticeDepositRejected: 'Su depósito de {{amount}} {{currency}} fue rechazado: {{remark}}',
  noticeDepositRejectedPlain: 'Su depósito de {{amount}} {{currency}} fue rechazado.',
  noticeWithdrawalPaidTitle: 'Retiro pagado',
  noticeWithdrawalPaid: 'Su retiro de {{amount}} {{currency}} ha sido pagado.',
  noticeWithdrawalRejectedTitle: 'Retiro rechazado',
  noticeWithdrawalRejected:
    'Su retiro de {{amount}} {{currency}} fue rechazado y devuelto a su saldo: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Su retiro de {{amount}} {{currency}} fue rechazado y devuelto a su saldo.',
  noticeKycApprovedTitle: 'Identidad verificada',
  noticeKycApproved: 'Su verificación de identidad fue aprobada.',
  noticeKycRejectedTitle: 'Verificación de identidad devuelta',
  noticeKycRejected: 'Sus documentos fueron devueltos: {{remark}}. Vuelva a enviarlos, por favor.',
  noticeOtherTitle: 'Aviso de su cuenta',
  noticeOther: 'Hubo un cambio en su cuenta. Actualice la aplicación para leer este aviso.',
  stopOutOpen: 'Ver el stop out',
  stopOutRecordTitle: 'Detalle del stop out',
  stopOutRiskRate: 'Nivel de margen en el stop out',
  stopOutLevel: 'Nivel de stop out',
  stopOutBalanceBefore: 'Saldo antes',
  stopOutBalanceAfter: 'Saldo después',
  stopOutCorrection: 'Protección de saldo negativo',
  stopOutCorrectionHint:
    'Sus pérdidas superaron su saldo. Cubrimos la diferencia, así que su saldo no baja de 0.',
  stopOutCloses: 'Posiciones cerradas, en orden',
  stopOutLoadFailed: 'No se pudo cargar el detalle del stop out.',
};
