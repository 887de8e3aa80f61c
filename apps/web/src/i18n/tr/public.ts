import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Onayla',
  cancel: 'İptal',
  close: 'Kapat',
  back: 'Geri',
  loading: 'Yükleniyor…',
  noData: 'Veri yok',
  retry: 'Tekrar dene',
  networkError: 'Ağ hatası ({{code}})',
  comingSoon: 'Çok yakında',
  comingSoonHint: 'Bu özellik yakında geliyor.',
  pullToRefresh: 'Yenilemek için çekin',
  releaseToRefresh: 'Yenilemek için bırakın',
  refreshing: 'Yenileniyor…',
  search: 'Ara',
  language: 'Dil',
  userCentre: 'Hesabım',
  notFound: 'Sayfa bulunamadı',
  goHome: 'Piyasaya dön',
  all: 'Tümü',
  announcement:
    'Şirket politikası gereği Kuzey Kore, İsrail, Çin, Vanuatu ve Küba’ya hizmet verilmemektedir.',
  copy: 'Kopyala',
  copySuccess: 'Kopyalandı',
  connectionOffline: 'Çevrimdışısınız: fiyatlar canlı değil ve işlemler duraklatıldı',
  connectionLost: 'Bağlantı koptu: yeniden bağlanılıyor…',
  connectionRestored: 'Yeniden bağlanıldı: fiyatlar canlı',
  copyFailed: 'Kopyalanamadı: metni seçip elle kopyalayın',
};
