import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'ก๊อปปี้เทรด',
  ranking: 'อันดับเทรดเดอร์',
  comingSoon: 'ก๊อปปี้เทรดจะเปิดให้บริการเร็วๆ นี้',
  allTraders: 'ทั้งหมด',
  realTraders: 'บัญชีจริง',
  demoTraders: 'บัญชีทดลอง',
  realLabel: 'จริง',
  demoLabel: 'ทดลอง',
  rankNumber: 'อันดับ {{rank}}',
  threeWeekReturn: 'ผลตอบแทน 3 สัปดาห์',
  winRate: 'อัตราชนะ',
  threeWeekProfit: 'กำไร 3 สัปดาห์ (USD)',
  maxDrawdown: 'ดรอว์ดาวน์สูงสุด',
  risk: 'ความเสี่ยง',
  riskOf: 'ความเสี่ยง {{score}}/10',
  totalReturn: 'ผลตอบแทนรวม',
  closedPositions: 'ปิดแล้ว {{closed}} / ทั้งหมด {{total}}',
  followers_other: 'ผู้ติดตาม {{count}} คน',
  leverage: '1:{{value}}',
  howRanked:
    'จัดอันดับจากผลตอบแทน {{days}} วัน หักด้วยสองเท่าของดรอว์ดาวน์สูงสุด การฝากและถอนเงินไม่นับเป็นผลตอบแทน',
  whoIsListed:
    'แสดงเทรดเดอร์ที่ปิดโพซิชั่นอย่างน้อย {{min}} ครั้งใน {{days}} วัน เทรดเดอร์บัญชีจริงจะแสดงก็ต่อเมื่อเลือกเปิดเผยเอง',
  updatedAt: 'อัปเดตเมื่อ {{time}}',
  empty: 'ยังไม่มีเทรดเดอร์ในตารางอันดับ',
  emptyHint: 'เทรดเดอร์จะแสดงที่นี่เมื่อปิดโพซิชั่นครบ {{min}} ครั้งใน {{days}} วัน',
  loadFailed: 'โหลดตารางอันดับไม่สำเร็จ',
};
