import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy lệnh',
  ranking: 'Xếp hạng trader',
  comingSoon: 'Tính năng copy lệnh sắp ra mắt',
  allTraders: 'Tất cả',
  realTraders: 'Tài khoản thực',
  demoTraders: 'Tài khoản demo',
  realLabel: 'Thực',
  demoLabel: 'Demo',
  rankNumber: 'Hạng {{rank}}',
  threeWeekReturn: 'Lợi suất 3 tuần',
  winRate: 'Tỷ lệ thắng',
  threeWeekProfit: 'Lợi nhuận 3 tuần (USD)',
  maxDrawdown: 'Sụt giảm tối đa',
  risk: 'Rủi ro',
  riskOf: 'Rủi ro {{score}}/10',
  totalReturn: 'Tổng lợi suất',
  closedPositions: 'Đã đóng {{closed}} / tổng {{total}} lệnh',
  followers_other: '{{count}} người theo dõi',
  leverage: '1:{{value}}',
  howRanked:
    'Xếp hạng theo lợi suất {{days}} ngày trừ đi hai lần mức sụt giảm tối đa. Nạp và rút tiền không được tính vào lợi suất.',
  whoIsListed:
    'Gồm các trader có ít nhất {{min}} lệnh đã đóng trong {{days}} ngày. Trader tài khoản thực chỉ xuất hiện khi tự chọn hiển thị.',
  updatedAt: 'Cập nhật lúc {{time}}',
  empty: 'Bảng xếp hạng chưa có trader nào',
  emptyHint: 'Trader sẽ xuất hiện tại đây sau khi đóng {{min}} lệnh trong {{days}} ngày.',
  loadFailed: 'Không tải được bảng xếp hạng',
};
