import type { AreaMessages } from '../area-messages.ts';
import type { auth as english } from '../en/auth.ts';

export const auth: AreaMessages<typeof english> = {
  loginTitle: '歡迎回來',
  loginSubtitle: '登入帳戶開始交易',
  account: '電郵',
  accountPlaceholder: '請輸入電郵',
  password: '密碼',
  passwordPlaceholder: '請輸入密碼',
  enterEmail: '請輸入電郵',
  enterPassword: '請輸入密碼',
  login: '登入',
  loggingIn: '登入中…',
  or: '或',
  tryDemo: '試用模擬帳戶',
  tryDemoHint: '使用模擬帳戶練習，無需註冊',
  creatingDemo: '正在建立模擬帳戶…',
  register: '註冊',
  noAccount: '未有帳戶？',
  forgot: '忘記密碼？',
  registerTitle: '註冊',
  logout: '登出',
  logoutConfirm: '確定要登出此帳戶嗎？',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
};
