import type { Language } from './languages.ts';

type Messages = Record<string, string>;

/**
 * Messages the server sends in `msg`, keyed `area.name` like every other translation.
 * Languages without their own table fall back to English.
 */
const en: Messages = {
  'public.success': 'Success',
  'public.malformedRequest': 'The request could not be read',
  'public.invalidField': 'Invalid value for {{field}}',
  'public.notFound': 'Not found',
  'public.tooManyRequests': 'Too many requests, please try again shortly',
  'public.internalError': 'Something went wrong, please try again',
  'public.unknownTopic': 'Unknown topic {{topic}}',
  'public.tooManyTopics': 'At most {{max}} topics per connection',
  'public.frameTooLarge': 'Message too large: at most {{max}} bytes',
  'auth.notLoggedIn': 'Please log in',
  'auth.demoIdRequired': 'A device id is required to create a demo account',
  'user.demoRestricted': 'Please register or log in to a real account',
  'product.instrumentNotFound': 'Instrument not found',
  'trade.invalidPeriod': 'Unknown chart period',
  'trade.marketClosed': 'The market is closed',
  'trade.invalidLots': 'Invalid lots: at least {{min}}, in steps of {{step}}',
  'trade.leverageNotConfigured': 'Leverage not configured, cannot place orders temporarily',
  'trade.invalidLeverage': 'This leverage is not available',
  'trade.invalidStopLoss': 'Invalid stop-loss price',
  'trade.invalidTakeProfit': 'Invalid take-profit price',
  'trade.insufficientMargin': 'Insufficient free margin',
  'trade.targetPriceRequired': 'Please enter the price',
  'trade.pendingNotSupported': 'Pending orders are not available yet',
  'trade.noPrice': 'No price is available for this instrument',
  'trade.orderPlaced': 'Order placed',
  'order.orderNotFound': 'Order not found',
  'order.orderNotOpen': 'This order is not open',
  'order.closed': 'Position closed',
  'order.cancelled': 'Order cancelled',
  'order.stopsSet': 'Stop-profit and stop-loss set',
  'financial.ledgerDemoCredit': 'Demo account credit',
  'financial.ledgerMarginLock': 'Margin',
  'financial.ledgerMarginRelease': 'Margin returned',
  'financial.ledgerTradeFee': 'Handling fee',
  'financial.ledgerRealisedPnl': 'Profit and loss',
  'financial.ledgerNegativeBalanceProtection': 'Negative balance protection',
  'auth.badCredentials': 'Wrong username or password',
  'auth.enterEmail': 'Please enter e-mail',
  'auth.enterPassword': 'Please enter password',
  'user.demoReset': 'Demo account reset',
  'financial.ledgerDemoReset': 'Demo account reset',
  'financial.ledgerFeeRefund': 'Fee returned',
  'public.appNotBuilt': 'This app has not been built yet: run npm run build, then reload this page',
};

const hk: Messages = {
  'public.success': '成功',
  'public.malformedRequest': '無法讀取請求',
  'public.invalidField': '{{field}} 的值無效',
  'public.notFound': '找不到',
  'public.tooManyRequests': '請求過於頻繁，請稍後再試',
  'public.internalError': '出現錯誤，請重試',
  'public.unknownTopic': '未知的主題 {{topic}}',
  'public.tooManyTopics': '每個連接最多訂閱 {{max}} 個主題',
  'public.frameTooLarge': '消息過大：最多 {{max}} 字節',
  'auth.notLoggedIn': '請登錄',
  'auth.demoIdRequired': '建立模擬帳戶需要設備編號',
  'user.demoRestricted': '請註冊或登錄真實帳戶',
  'product.instrumentNotFound': '找不到該產品',
  'trade.invalidPeriod': '未知的圖表週期',
  'trade.marketClosed': '已休市',
  'trade.invalidLots': '手數無效：最少 {{min}}，步長 {{step}}',
  'trade.leverageNotConfigured': '槓桿未配置，暫時無法下單',
  'trade.invalidLeverage': '此槓桿不可用',
  'trade.invalidStopLoss': '止損價格無效',
  'trade.invalidTakeProfit': '止盈價格無效',
  'trade.insufficientMargin': '可用保證金不足',
  'trade.targetPriceRequired': '請輸入價格',
  'trade.pendingNotSupported': '暫不支持掛單',
  'trade.noPrice': '該產品暫無報價',
  'trade.orderPlaced': '下單成功',
  'order.orderNotFound': '找不到訂單',
  'order.orderNotOpen': '該訂單未持倉',
  'order.closed': '平倉成功',
  'order.cancelled': '撤單成功',
  'order.stopsSet': '止盈止損設置成功',
  'financial.ledgerDemoCredit': '模擬帳戶入金',
  'financial.ledgerMarginLock': '保證金',
  'financial.ledgerMarginRelease': '保證金退回',
  'financial.ledgerTradeFee': '手續費',
  'financial.ledgerRealisedPnl': '平倉盈虧',
  'financial.ledgerNegativeBalanceProtection': '負餘額保護',
  'auth.badCredentials': '用戶名或密碼錯誤',
  'auth.enterEmail': '請輸入電郵',
  'auth.enterPassword': '請輸入密碼',
  'user.demoReset': '模擬帳戶已重置',
  'financial.ledgerDemoReset': '模擬帳戶重置',
  'financial.ledgerFeeRefund': '手續費退回',
  'public.appNotBuilt': '此應用尚未構建：請運行 npm run build，然後重新載入本頁',
};

export const serverMessages: Partial<Record<Language, Messages>> & { en: Messages } = { en, hk };

/** Translates a message key with `{{name}}` placeholders into the given language. */
export function translateServerMessage(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = serverMessages[lang]?.[key] ?? serverMessages.en[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
