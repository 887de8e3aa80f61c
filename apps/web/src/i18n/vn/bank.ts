import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'Tài khoản ngân hàng đã liên kết',
  bankAccount: 'Tài khoản ngân hàng',
  bankName: 'Tên ngân hàng',
  branchName: 'Chi nhánh',
  bankAddress: 'Địa chỉ ngân hàng',
  bankSwift: 'Mã SWIFT',
  payeeName: 'Tên chủ tài khoản',
  payeeAccount: 'Số tài khoản',
  beneficiaryCurrency: 'Loại tiền nhận',
  remark: 'Ghi chú',
  addBankAccount: 'Thêm tài khoản ngân hàng',
};
