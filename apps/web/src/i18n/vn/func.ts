import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Ví',
  realName: 'Xác minh danh tính',
  invite: 'Mời bạn bè',
  password: 'Đổi mật khẩu',
  customerService: 'Hỗ trợ khách hàng',
  complaintEmail: 'Email khiếu nại',
  announcement: 'Thông báo',
  language: 'Ngôn ngữ',
  other: 'Khác',
  feedback: 'Góp ý',
  settings: 'Cài đặt',
};
