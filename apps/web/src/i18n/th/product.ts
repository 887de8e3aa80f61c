import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'ค้นหา',
  searchPlaceholder: 'ค้นหาตราสาร เช่น EUR',
  searchHint: 'พิมพ์รหัสเพื่อค้นหาตราสาร',
  noResults: 'ไม่พบตราสาร',
  instrument: 'ตราสาร',
  lastPrice: 'ราคาล่าสุด',
  change: 'เปลี่ยนแปลง',
  providersTitle: 'ผู้ให้บริการ',
  providerSearchPlaceholder: 'ค้นหาผู้ให้บริการตามชื่อ',
  noProviders: 'ไม่พบผู้ให้บริการ',
  providerHint: 'แตะผู้ให้บริการเพื่อเลือกและดูรายละเอียด อุปกรณ์นี้จะจดจำตัวเลือกของคุณ',
  providerChosen: 'เลือกแล้ว',
  providerSubject: 'นิติบุคคล',
  providerAddress: 'ที่อยู่จดทะเบียน',
  providerLocation: 'ที่ตั้ง',
  providerEmail: 'อีเมล',
  providerWebsite: 'เว็บไซต์',
};
