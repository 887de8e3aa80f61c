import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'بحث',
  searchPlaceholder: 'ابحث عن أداة، مثل EUR',
  searchHint: 'اكتب الرمز للعثور على الأداة',
  noResults: 'لم يُعثر على أدوات',
  instrument: 'الأداة',
  lastPrice: 'آخر سعر',
  change: 'التغير',
  providersTitle: 'مزوّدو الخدمة',
  providerSearchPlaceholder: 'ابحث عن مزوّد الخدمة بالاسم',
  noProviders: 'لم يُعثر على مزوّدي خدمة',
  providerHint: 'اضغط على مزوّد الخدمة لاختياره وعرض تفاصيله. يحتفظ هذا الجهاز باختيارك.',
  providerChosen: 'تم الاختيار',
  providerSubject: 'الكيان القانوني',
  providerAddress: 'العنوان المسجّل',
  providerLocation: 'الموقع',
  providerEmail: 'البريد الإلكتروني',
  providerWebsite: 'الموقع الإلكتروني',
};
