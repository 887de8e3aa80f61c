import { describe, expect, it } from 'vitest';
import { classifyTopic } from './classify-topic.ts';

const known = (code: string) => code === 'EURUSD';

describe('classifyTopic', () => {
  it.each([
    ['DAY_MARKET', 'market'],
    ['KLINE.EURUSD', 'market'],
    ['FOREX_TRADE', 'user'],
    ['FOREX_CLOSED', 'user'],
    ['KLINE.NOPE', undefined],
    ['KLINE.', undefined],
    ['kline.EURUSD', undefined],
    ['NOPE', undefined],
    ['day_market', undefined],
  ])('%s is %s', (topic, kind) => {
    expect(classifyTopic(topic, known)).toBe(kind);
  });
});
