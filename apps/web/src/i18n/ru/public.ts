import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  close: 'Закрыть',
  back: 'Назад',
  loading: 'Загрузка…',
  noData: 'Нет данных',
  retry: 'Повторить',
  networkError: 'Ошибка сети ({{code}})',
  comingSoon: 'Скоро',
  comingSoonHint: 'Эта функция скоро появится.',
  pullToRefresh: 'Потяните, чтобы обновить',
  releaseToRefresh: 'Отпустите, чтобы обновить',
  refreshing: 'Обновление…',
  search: 'Поиск',
  language: 'Язык',
  userCentre: 'Личный кабинет',
  notFound: 'Страница не найдена',
  goHome: 'К котировкам',
  all: 'Все',
  announcement:
    'В соответствии с политикой компании услуги не предоставляются в КНДР, Израиле, Китае, Вануату и на Кубе.',
  copy: 'Копировать',
  copySuccess: 'Скопировано',
  connectionOffline: 'Нет подключения: котировки не обновляются, торговля приостановлена',
  connectionLost: 'Соединение потеряно: переподключение…',
  connectionRestored: 'Соединение восстановлено: котировки снова в реальном времени',
  copyFailed: 'Не удалось скопировать: выделите текст и скопируйте вручную',
};
