import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: '重設密碼',
  subtitle: '我們會向你的電郵或手機發送驗證碼以設定新密碼',
  newPassword: '新密碼',
  newPasswordPlaceholder: '請輸入新密碼',
  repeatPassword: '確認新密碼',
  repeatPasswordPlaceholder: '請再次輸入新密碼',
  enterNewPassword: '請輸入新密碼',
  enterRepeatPassword: '請再次輸入新密碼',
  submit: '重設密碼',
  submitting: '重設中…',
  backToLogin: '返回登入',
};
