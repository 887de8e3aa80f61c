import type { AreaMessages } from '../area-messages.ts';
import type { user as english } from '../en/user.ts';

export const user: AreaMessages<typeof english> = {
  demoAccount: '模擬帳戶',
  realAccount: '真實帳戶',
  uid: 'UID',
  balance: '餘額（USD）',
  showBalance: '顯示餘額',
  hideBalance: '隱藏餘額',
  resetDemo: '重置模擬帳戶',
  resetDemoConfirm: '確定重置模擬帳戶嗎？持倉將被平倉，餘額恢復至初始金額。',
  demoRestricted: '請註冊或登入真實帳戶',
  logoutConfirmTitle: '登出',
  settingsTitle: '其他設定',
};
