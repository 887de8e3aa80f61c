import type { Language } from '@tp/contract/languages';
import type { TranslationKey } from './i18n.ts';

/** Texts that read the same in every language: a placeholder dash, the brand, a code, a formula. */
const everywhere: readonly TranslationKey[] = [
  'order.notSet',
  'public.appName',
  'trade.confirmTitle',
  'user.uid',
  'withdraw.rateValue',
  // The layout of a chart line's label, and indicators named by their formulas' own abbreviations.
  'trade.lineEntry',
  'trade.indicatorSma',
  'trade.indicatorEma',
  'trade.indicatorRsi',
  'trade.indicatorMacd',
];

/**
 * Words a language's traders use in English as they are (each market's own platforms say
 * "Forex" or "Crypto"): listed per language, so that nothing else is left untranslated.
 */
const perLanguage: Partial<Record<Language, readonly TranslationKey[]>> = {
  // a list per language: `de: ['news.title'],`
  // SL and TP: the abbreviations these markets' platforms print on a chart's stop lines.
  jp: ['product.pips'],
  vn: ['copy-trading.demoLabel'],
  fr: [
    // MACD's signal line, as these markets' platforms name it.
    'trade.indicatorMacdSignal',
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'tabbar.trading',
    'trade.title',
    'trade.lots',
    'order.lots',
    'trade.volume',
    'trade.sizeByLots',
    'trade.spreadPips',
    'product.spread',
    'product.pips',
    'product.points',
    'public.legalVersion',
  ],
  de: [
    // MACD's signal line, as these markets' platforms name it.
    'trade.indicatorMacdSignal',
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'copy-trading.demoLabel',
    'news.title',
    'order.margin',
    'order.marginUsed',
    'trade.sizeByMargin',
    'trade.spreadPips',
    'product.spread',
    'product.pips',
  ],
  spa: [
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'copy-trading.realLabel',
    'copy-trading.demoLabel',
    'tabbar.ranking',
    'trade.spreadPips',
    'product.pips',
  ],
  pt: [
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'trade.chartCandles',
    'auth.byEmail',
    'copy-trading.realLabel',
    'copy-trading.demoLabel',
    'tabbar.ranking',
    'trade.spreadPips',
    'product.spread',
    'product.pips',
  ],
  it: [
    // Traders here name the tool by its English name, as their platforms print it.
    'order.reasonTrailingStop',
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'trade.chartArea',
    'tabbar.trading',
    'trade.title',
    'trade.volume',
    'auth.password',
    'copy-trading.demoLabel',
    'trade.spreadPips',
    'product.spread',
    'product.pips',
  ],
  tr: ['copy-trading.demoLabel'],
  id: [
    // Traders here name the tool by its English name, as their platforms print it.
    'order.reasonTrailingStop',
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'trade.chartArea',
    'order.margin',
    'trade.volume',
    'copy-trading.demoLabel',
    'trade.sizeByMargin',
    'trade.spreadPips',
  ],
  my: ['order.margin', 'copy-trading.demoLabel', 'trade.sizeByMargin', 'trade.spreadPips'],
  ru: ['trade.lineStopLoss', 'trade.lineTakeProfit'],
  hi: ['trade.lineStopLoss', 'trade.lineTakeProfit'],
  cs: [
    // Traders here name the tool by its English name, as their platforms print it.
    'order.reasonTrailingStop',
    'trade.lineStopLoss',
    'trade.lineTakeProfit',
    'copy-trading.demoLabel',
    'trade.spreadPips',
    'product.spread',
  ],
};

/** The keys whose text may equal English's in this language. */
export const mayReadAsEnglish = (lang: Language): ReadonlySet<string> =>
  new Set<string>([...everywhere, ...(perLanguage[lang] ?? [])]);
