import { describe, expect, it } from 'vitest';
import { ErrorCatalogue } from './errors.ts';
import { serverMessages, translateServerMessage } from './server-messages.ts';

describe('error catalogue', () => {
  const entries = Object.entries(ErrorCatalogue);

  it('gives every error its own stable code', () => {
    const codes = entries.map(([, error]) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(1);
  });

  it('has an English and a Traditional Chinese message for every error', () => {
    for (const [, error] of entries) {
      expect(serverMessages.en[error.key], error.key).toBeTypeOf('string');
      expect(serverMessages.hk?.[error.key], error.key).toBeTypeOf('string');
    }
  });

  it('keeps the English and Chinese tables to the same keys', () => {
    expect(Object.keys(serverMessages.hk ?? {}).sort()).toEqual(
      Object.keys(serverMessages.en).sort(),
    );
  });
});

describe('translateServerMessage', () => {
  it('fills placeholders', () => {
    expect(translateServerMessage('en', 'trade.invalidLots', { min: '0.01', step: '0.01' })).toBe(
      'Invalid lots: at least 0.01, in steps of 0.01',
    );
  });

  it('answers the back office’s messages in English in a language the back office does not speak', () => {
    expect(translateServerMessage('fr', 'admin.forbiddenRole')).toBe('Your role may not do this');
    expect(translateServerMessage('fr', 'trade.marketClosed')).not.toBe('The market is closed');
  });

  it('answers the key itself for an unknown key rather than nothing', () => {
    expect(translateServerMessage('en', 'nope.missing')).toBe('nope.missing');
  });
});
