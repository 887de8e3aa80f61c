import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Cari',
  searchPlaceholder: 'Cari instrumen, mis. EUR',
  searchHint: 'Ketik kode untuk mencari instrumen',
  noResults: 'Instrumen tidak ditemukan',
  instrument: 'Instrumen',
  lastPrice: 'Harga terakhir',
  change: 'Perubahan',
  providersTitle: 'Penyedia layanan',
  providerSearchPlaceholder: 'Cari penyedia berdasarkan nama',
  noProviders: 'Penyedia tidak ditemukan',
  providerHint:
    'Ketuk penyedia untuk memilihnya dan melihat detailnya. Perangkat ini akan mengingat pilihan Anda.',
  providerChosen: 'Dipilih',
  providerSubject: 'Entitas',
  providerAddress: 'Alamat terdaftar',
  providerLocation: 'Lokasi',
  providerEmail: 'Email',
  providerWebsite: 'Situs web',
};
