import type { enAuth } from '../en/auth.ts';

export const hkAuth: Record<keyof typeof enAuth, string> = {
  'auth.totpPrompt': '此操作員已開啟雙重驗證。',
  'auth.totpCode': '驗證器驗證碼',
  'auth.totpCodeRequired': '請輸入 6 位數字驗證碼',
  'auth.enrolTitle': '設置雙重驗證',
  'auth.enrolIntro':
    '{{username}}，每位操作員登錄時都需輸入驗證器應用的驗證碼。請用應用掃描二維碼（或手動輸入密鑰），然後輸入應用顯示的驗證碼。',
  'auth.enrolSecret': '手動輸入的密鑰',
  'auth.enrolLink': '設置鏈接',
  'auth.enrolConfirm': '開啟雙重驗證',
  'auth.enrolNewSecret': '重新生成密鑰',
  'auth.role': '角色',
  'auth.roleAdministrator': '管理員',
  'auth.roleFinance': '財務',
  'auth.roleSupport': '客服',
  'auth.roleRisk': '風控',
  'auth.twoFactor': '雙重驗證',
  'auth.totpOn': '已開啟',
  'auth.totpOff': '未設置',
  'auth.captcha': '圖形驗證碼',
  'auth.captchaPlaceholder': '請輸入圖中字符',
  'auth.captchaRefresh': '換一張圖片',
  'auth.captchaRequired': '請輸入圖中字符',
  'auth.captchaHint': '此用戶名曾多次登入失敗。為保障帳戶安全，請輸入圖中字符。',
};
