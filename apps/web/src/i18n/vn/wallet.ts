import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'Ví',
  coinAddressList: 'Địa chỉ ví đã liên kết',
  balance: 'Số dư (USD)',
  lockBalance: 'Tạm giữ',
  equity: 'Tài sản ròng',
  freeMargin: 'Ký quỹ khả dụng',
  withdrawing: 'Đang rút',
  usdNote: 'Mọi số tiền đều tính bằng USD.',
  addCoinAddress: 'Thêm địa chỉ ví',
};
