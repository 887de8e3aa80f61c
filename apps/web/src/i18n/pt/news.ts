import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Notícias',
  detail: 'Detalhe da notícia',
  announcements: 'Comunicados',
  announcement: 'Comunicado',
  empty: 'Ainda não há notícias. Puxe para baixo para verificar novamente.',
  announcementsEmpty: 'Nenhum comunicado por enquanto.',
  loadFailed: 'Não foi possível carregar.',
  pinned: 'Fixado',
  unread: 'Não lido',
  unreadCount_one: '{{count}} comunicado não lido',
  unreadCount_many: '{{count}} comunicados não lidos',
  unreadCount_other: '{{count}} comunicados não lidos',
  readMore: 'Ler mais',
  gotIt: 'Entendido',
  notFound: 'Este artigo deixou de estar disponível.',
  backToList: 'Voltar à lista',
};
