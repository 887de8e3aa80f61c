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
  spread: 'Спред',
  pips: 'пипсы',
  points: 'пункты',
  sortBy: 'Сортировка',
  sortDefault: 'По умолчанию',
  sortName: 'Название (A–Z)',
  sortChangeDown: 'Изменение % (по убыванию)',
  sortChangeUp: 'Изменение % (по возрастанию)',
  sortSpread: 'Спред (сначала узкий)',
  favourites: 'Избранное',
  addFavourite: 'Добавить в избранное',
  removeFavourite: 'Убрать из избранного',
  noFavourites:
    'В избранном пока пусто: нажмите на звёздочку рядом с инструментом, чтобы добавить его',
  favouritesFull: 'Не более {{max}} избранных инструментов: удалите один, чтобы добавить другой',
};
