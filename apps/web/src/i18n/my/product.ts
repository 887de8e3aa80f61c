import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Cari',
  searchPlaceholder: 'Cari instrumen, cth. EUR',
  searchHint: 'Taip kod untuk mencari instrumen',
  noResults: 'Tiada instrumen dijumpai',
  instrument: 'Instrumen',
  lastPrice: 'Harga terakhir',
  change: 'Perubahan',
  providersTitle: 'Penyedia',
  providerSearchPlaceholder: 'Cari penyedia mengikut nama',
  noProviders: 'Tiada penyedia dijumpai',
  providerHint:
    'Ketik penyedia untuk memilihnya dan melihat butirannya. Peranti ini akan mengingati pilihan anda.',
  providerChosen: 'Dipilih',
  providerSubject: 'Entiti',
  providerAddress: 'Alamat berdaftar',
  providerLocation: 'Lokasi',
  providerEmail: 'E-mel',
  providerWebsite: 'Laman web',
};
