import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: '錢包',
  realName: '實名認證',
  invite: '邀請好友',
  password: '修改密碼',
  customerService: '在線客服',
  complaintEmail: '投訴電郵',
  announcement: '公告',
  language: '語言',
  other: '其他',
  feedback: '意見回饋',
  settings: '設定',
};
