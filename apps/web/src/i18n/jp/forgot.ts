import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'パスワード再設定',
  subtitle: 'メールアドレスまたは電話番号に認証コードを送信し、新しいパスワードを設定します',
  newPassword: '新しいパスワード',
  newPasswordPlaceholder: '新しいパスワードを入力',
  repeatPassword: '新しいパスワード（確認）',
  repeatPasswordPlaceholder: 'もう一度新しいパスワードを入力',
  enterNewPassword: '新しいパスワードを入力してください',
  enterRepeatPassword: '確認用の新しいパスワードを入力してください',
  submit: 'パスワードを再設定',
  submitting: '再設定中…',
  backToLogin: 'ログインに戻る',
};
