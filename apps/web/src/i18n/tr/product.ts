import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Ara',
  searchPlaceholder: 'Enstrüman ara, ör. EUR',
  searchHint: 'Enstrüman bulmak için kod yazın',
  noResults: 'Enstrüman bulunamadı',
  instrument: 'Enstrüman',
  lastPrice: 'Son fiyat',
  change: 'Değişim',
  providersTitle: 'Hizmet sağlayıcılar',
  providerSearchPlaceholder: 'Sağlayıcıyı adıyla ara',
  noProviders: 'Sağlayıcı bulunamadı',
  providerHint:
    'Seçmek ve ayrıntılarını görmek için bir sağlayıcıya dokunun. Bu cihaz seçiminizi hatırlar.',
  providerChosen: 'Seçildi',
  providerSubject: 'Tüzel kişi',
  providerAddress: 'Kayıtlı adres',
  providerLocation: 'Konum',
  providerEmail: 'E-posta',
  providerWebsite: 'Web sitesi',
};
