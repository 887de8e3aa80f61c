import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'ウォレット',
  realName: '本人確認',
  invite: '友達を招待',
  password: 'パスワード変更',
  customerService: 'カスタマーサポート',
  complaintEmail: '苦情受付メール',
  announcement: 'お知らせ',
  language: '言語',
  other: 'その他',
  feedback: 'ご意見・ご要望',
  settings: '設定',
};
