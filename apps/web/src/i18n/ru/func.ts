import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Кошелёк',
  realName: 'Верификация',
  invite: 'Пригласить друзей',
  password: 'Смена пароля',
  customerService: 'Служба поддержки',
  complaintEmail: 'Почта для жалоб',
  announcement: 'Объявления',
  language: 'Язык',
  other: 'Прочее',
  feedback: 'Обратная связь',
  settings: 'Настройки',
};
