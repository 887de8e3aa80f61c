import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Поиск',
  searchPlaceholder: 'Поиск инструментов, напр. EUR',
  searchHint: 'Введите код, чтобы найти инструмент',
  noResults: 'Инструменты не найдены',
  instrument: 'Инструмент',
  lastPrice: 'Цена',
  change: 'Изменение',
  providersTitle: 'Провайдеры',
  providerSearchPlaceholder: 'Поиск провайдера по названию',
  noProviders: 'Провайдеры не найдены',
  providerHint:
    'Нажмите на провайдера, чтобы выбрать его и посмотреть данные. Выбор сохранится на этом устройстве.',
  providerChosen: 'Выбран',
  providerSubject: 'Юридическое лицо',
  providerAddress: 'Юридический адрес',
  providerLocation: 'Местонахождение',
  providerEmail: 'Эл. почта',
  providerWebsite: 'Сайт',
};
