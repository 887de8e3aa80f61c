import { enAreas, hkAreas } from './area-messages.ts';

/**
 * The back office's texts in English and Traditional Chinese, keyed `area.name` with the
 * platform's translation areas. `{{name}}` is a placeholder.
 */
const en = {
  ...enAreas,
  'public.appName': 'Back office',
  'public.language': 'Language',
  'public.networkError': 'The server could not be reached ({{code}})',
  'public.loading': 'Loading…',
  'public.retry': 'Retry',
  'public.updatedAt': 'Updated {{time}}',
  'auth.title': 'Operator sign in',
  'auth.username': 'Username',
  'auth.password': 'Password',
  'auth.usernameRequired': 'Please enter the username',
  'auth.passwordRequired': 'Please enter password',
  'auth.signIn': 'Sign in',
  'auth.logout': 'Log out',
  'auth.logoutConfirm': 'Log out of the back office?',
  'auth.sessionEnded': 'Your session has ended, please sign in again',
  'func.overview': 'Overview',
  'func.settings': 'Site settings',
  'product.instruments': 'Instruments',
  'product.code': 'Symbol',
  'product.name': 'Name',
  'product.bid': 'Bid',
  'product.ask': 'Ask',
  'product.market': 'Market',
  'product.open': 'Open',
  'product.closed': 'Closed',
  'product.trading': 'Trading',
  'product.tradingEnabled': 'Enabled',
  'product.tradingDisabled': 'Switched off',
  'product.quotedAt': 'Last quote',
  'product.openCount': 'Open markets',
  'user.users': 'Users',
  'user.demoUsers': 'Demo accounts',
  'order.orders': 'Orders',
  'order.openPositions': 'Open positions',
  'order.pendingOrders': 'Pending orders',
  'func.outbox': 'Outbox',
  'func.outboxHint':
    'Every e-mail and SMS the platform sent or kept, newest first. Without a mail server or SMS provider, messages stay here.',
  'func.outboxTime': 'Time',
  'func.outboxChannel': 'Channel',
  'func.outboxTo': 'To',
  'func.outboxSubject': 'Subject',
  'func.outboxStatus': 'Status',
  'func.outboxAllChannels': 'All channels',
  'func.outboxEmail': 'E-mail',
  'func.outboxSms': 'SMS',
  'func.outboxSearchTo': 'Search by address or number',
  'func.outboxEmpty': 'No messages',
  'func.outboxStatusKept': 'Kept (no provider)',
  'func.outboxStatusSent': 'Sent',
  'func.outboxStatusFailed': 'Failed',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const hk: Messages = {
  ...hkAreas,
  'public.appName': '後台管理',
  'public.language': '語言',
  'public.networkError': '無法連接服務器（{{code}}）',
  'public.loading': '載入中…',
  'public.retry': '重試',
  'public.updatedAt': '更新於 {{time}}',
  'auth.title': '管理員登錄',
  'auth.username': '用戶名',
  'auth.password': '密碼',
  'auth.usernameRequired': '請輸入用戶名',
  'auth.passwordRequired': '請輸入密碼',
  'auth.signIn': '登錄',
  'auth.logout': '退出登錄',
  'auth.logoutConfirm': '確定退出後台？',
  'auth.sessionEnded': '登錄已失效，請重新登錄',
  'func.overview': '概覽',
  'func.settings': '網站設置',
  'product.instruments': '產品',
  'product.code': '代碼',
  'product.name': '名稱',
  'product.bid': '賣價',
  'product.ask': '買價',
  'product.market': '市場',
  'product.open': '開市',
  'product.closed': '休市',
  'product.trading': '交易',
  'product.tradingEnabled': '已啟用',
  'product.tradingDisabled': '已關閉',
  'product.quotedAt': '最新報價',
  'product.openCount': '開市產品',
  'user.users': '用戶',
  'user.demoUsers': '模擬帳戶',
  'order.orders': '訂單',
  'order.openPositions': '持倉',
  'order.pendingOrders': '掛單',
  'func.outbox': '發件箱',
  'func.outboxHint':
    '平台發出或保存的所有電郵和短信，最新的在前。未設定郵件服務器或短信服務商時，訊息保存在此。',
  'func.outboxTime': '時間',
  'func.outboxChannel': '渠道',
  'func.outboxTo': '收件人',
  'func.outboxSubject': '主題',
  'func.outboxStatus': '狀態',
  'func.outboxAllChannels': '全部渠道',
  'func.outboxEmail': '電郵',
  'func.outboxSms': '短信',
  'func.outboxSearchTo': '按地址或號碼搜尋',
  'func.outboxEmpty': '暫無訊息',
  'func.outboxStatusKept': '已保存（未設服務商）',
  'func.outboxStatusSent': '已發送',
  'func.outboxStatusFailed': '發送失敗',
};

export const adminLanguages = ['en', 'hk'] as const;
export type AdminLanguage = (typeof adminLanguages)[number];

export const messages: Record<AdminLanguage, Messages> = { en, hk };

export function translate(
  lang: AdminLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return messages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
