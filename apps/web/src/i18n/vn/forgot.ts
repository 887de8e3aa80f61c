import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Đặt lại mật khẩu',
  subtitle: 'Chúng tôi sẽ gửi mã đến email hoặc số điện thoại của bạn để đặt mật khẩu mới',
  newPassword: 'Mật khẩu mới',
  newPasswordPlaceholder: 'Nhập mật khẩu mới',
  repeatPassword: 'Xác nhận mật khẩu mới',
  repeatPasswordPlaceholder: 'Nhập lại mật khẩu mới',
  enterNewPassword: 'Vui lòng nhập mật khẩu mới',
  enterRepeatPassword: 'Vui lòng nhập lại mật khẩu mới',
  submit: 'Đặt lại mật khẩu',
  submitting: 'Đang đặt lại…',
  backToLogin: 'Quay lại đăng nhập',
};
