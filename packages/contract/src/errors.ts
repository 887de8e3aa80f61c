/**
 * The one catalogue of result codes. Codes are stable: clients may switch on them.
 * `key` is the translation key (area.name) of the message the server sends in `msg`.
 */
export const ResultCode = {
  ok: 1,
  notLoggedIn: 999,
} as const;

export const ErrorCatalogue = {
  malformedRequest: { code: 1000, key: 'public.malformedRequest' },
  invalidField: { code: 1001, key: 'public.invalidField' },
  notFound: { code: 1002, key: 'public.notFound' },
  tooManyRequests: { code: 1003, key: 'public.tooManyRequests' },
  internal: { code: 1004, key: 'public.internalError' },
  unknownTopic: { code: 1301, key: 'public.unknownTopic' },
  tooManyTopics: { code: 1302, key: 'public.tooManyTopics' },
  frameTooLarge: { code: 1303, key: 'public.frameTooLarge' },
  notLoggedIn: { code: 999, key: 'auth.notLoggedIn' },
  demoIdRequired: { code: 1101, key: 'auth.demoIdRequired' },
  demoRestricted: { code: 1102, key: 'user.demoRestricted' },
  accountRequired: { code: 1103, key: 'auth.enterEmail' },
  passwordRequired: { code: 1104, key: 'auth.enterPassword' },
  instrumentNotFound: { code: 2001, key: 'product.instrumentNotFound' },
  invalidPeriod: { code: 2002, key: 'trade.invalidPeriod' },
  marketClosed: { code: 2101, key: 'trade.marketClosed' },
  invalidLots: { code: 2102, key: 'trade.invalidLots' },
  leverageNotConfigured: { code: 2103, key: 'trade.leverageNotConfigured' },
  invalidLeverage: { code: 2104, key: 'trade.invalidLeverage' },
  invalidStopLoss: { code: 2105, key: 'trade.invalidStopLoss' },
  invalidTakeProfit: { code: 2106, key: 'trade.invalidTakeProfit' },
  insufficientMargin: { code: 2107, key: 'trade.insufficientMargin' },
  targetPriceRequired: { code: 2108, key: 'trade.targetPriceRequired' },
  pendingNotSupported: { code: 2109, key: 'trade.pendingNotSupported' },
  noPrice: { code: 2110, key: 'trade.noPrice' },
  orderNotFound: { code: 2201, key: 'order.orderNotFound' },
  orderNotOpen: { code: 2202, key: 'order.orderNotOpen' },
  badCredentials: { code: 9001, key: 'auth.badCredentials' },
} as const;

export type ErrorName = keyof typeof ErrorCatalogue;
