import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: '新聞',
  detail: '新聞詳情',
};
