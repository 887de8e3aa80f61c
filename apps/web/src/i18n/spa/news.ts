import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Noticias',
  detail: 'Detalle de la noticia',
  announcements: 'Anuncios',
  announcement: 'Anuncio',
  empty: 'Aún no hay noticias. Deslice hacia abajo para volver a comprobar.',
  announcementsEmpty: 'No hay anuncios por ahora.',
  loadFailed: 'No se pudo cargar.',
  pinned: 'Fijado',
  unread: 'No leído',
  unreadCount_one: '{{count}} anuncio sin leer',
  unreadCount_many: '{{count}} anuncios sin leer',
  unreadCount_other: '{{count}} anuncios sin leer',
  readMore: 'Leer más',
  gotIt: 'Entendido',
  notFound: 'Este artículo ya no está disponible.',
  backToList: 'Volver a la lista',
};
