import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Russian, as Russian-speaking forex brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'Уведомления',
  noticeEmpty:
    'Уведомлений пока нет. Здесь появятся исполненные отложенные ордера, сработавшие стоп-лосс и тейк-профит, а также решения по пополнениям, выводам и верификации.',
  noticeLoadFailed: 'Не удалось загрузить уведомления.',
  noticeMarkAllRead: 'Отметить все как прочитанные',
  noticeUnread: 'Непрочитанных: {{count}}',
  noticeNew: 'Новое',
  noticeOpen: 'Открыть',
  noticeBrowser: 'Уведомления браузера',
  noticeBrowserHint: 'Показывать их и на этом устройстве, когда приложение работает в фоне.',
  noticeBrowserDenied:
    'Уведомления для этого сайта заблокированы. Разрешите их в настройках браузера.',
  noticeBrowserUnsupported: 'Этот браузер не умеет показывать уведомления.',
  noticeBuy: 'покупка',
  noticeSell: 'продажа',
  noticeFilledTitle: 'Отложенный ордер исполнен',
  noticeFilled: 'Исполнен ордер: {{side}} {{symbol}}, объём {{lots}}, цена {{price}}',
  noticeStopLossTitle: 'Сработал стоп-лосс',
  noticeStopLoss:
    'Стоп-лосс закрыл позицию: {{side}} {{symbol}}, объём {{lots}}, цена {{price}}, результат {{pnl}}',
  noticeTakeProfitTitle: 'Сработал тейк-профит',
  noticeTakeProfit:
    'Тейк-профит закрыл позицию: {{side}} {{symbol}}, объём {{lots}}, цена {{price}}, результат {{pnl}}',
  noticeStopOutTitle: 'Стоп-аут',
  noticeStopOut:
    'Недостаточно маржи, позиция закрыта: {{side}} {{symbol}}, объём {{lots}}, цена {{price}}, результат {{pnl}}',
  noticeDepositApprovedTitle: 'Пополнение зачислено',
  noticeDepositApproved: '{{amount}} {{currency}} зачислено на ваш баланс.',
  noticeDepositRejectedTitle: 'Пополнение отклонено',
  noticeDepositRejected: 'Ваше пополнение на {{amount}} {{currency}} отклонено: {{remark}}',
  noticeDepositRejectedPlain: 'Ваше пополнение на {{amount}} {{currency}} отклонено.',
  noticeWithdrawalPaidTitle: 'Вывод выплачен',
  noticeWithdrawalPaid: 'Ваш вывод {{amount}} {{currency}} выплачен.',
  noticeWithdrawalRejectedTitle: 'Вывод отклонён',
  noticeWithdrawalRejected:
    'Ваш вывод {{amount}} {{currency}} отклонён, средства возвращены на баланс: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'Ваш вывод {{amount}} {{currency}} отклонён, средства возвращены на баланс.',
  noticeKycApprovedTitle: 'Верификация пройдена',
  noticeKycApproved: 'Ваша верификация одобрена.',
  noticeKycRejectedTitle: 'Верификация отклонена',
  noticeKycRejected: 'Ваши документы возвращены: {{remark}}. Пожалуйста, отправьте их повторно.',
  noticeOtherTitle: 'Уведомление по счёту',
  noticeOther:
    'На вашем счёте произошли изменения. Обновите приложение, чтобы прочитать это уведомление.',
  stopOutOpen: 'Подробнее о стоп-ауте',
  stopOutRecordTitle: 'Стоп-аут: подробности',
  stopOutRiskRate: 'Уровень маржи при стоп-ауте',
  stopOutLevel: 'Уровень стоп-аута',
  stopOutBalanceBefore: 'Баланс до',
  stopOutBalanceAfter: 'Баланс после',
  stopOutCorrection: 'Защита от отрицательного баланса',
  stopOutCorrectionHint:
    'Убыток превысил баланс. Разницу покрыли мы, поэтому баланс не опускается ниже 0.',
  stopOutCloses: 'Закрытые позиции по порядку',
  stopOutLoadFailed: 'Не удалось загрузить подробности стоп-аута.',
};
