import { describe, expect, it } from 'vitest';
import { type MessageKey, messages, translate } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('back-office messages', () => {
  const keys = Object.keys(messages.en) as MessageKey[];

  it('has every text in Traditional Chinese too, none left empty', () => {
    expect(Object.keys(messages.hk).sort()).toEqual([...keys].sort());
    expect(keys.filter((key) => !messages.hk[key].trim() || !messages.en[key].trim())).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const differing = keys.filter(
      (key) => placeholders(messages.en[key]).join() !== placeholders(messages.hk[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('keys every text by one of the spec areas', () => {
    const areas = new Set([
      'public',
      'auth',
      'func',
      'product',
      'user',
      'order',
      'financial',
      'withdraw',
      'bank',
      'copy-trading',
      'news',
    ]);
    expect(keys.filter((key) => !areas.has(key.split('.')[0] ?? ''))).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(translate('en', 'user.creditConfirm', { amount: '10.00', uid: 'U1' })).toBe(
      'Credit 10.00 USD to U1?',
    );
    expect(translate('hk', 'user.creditConfirm', { amount: '10.00', uid: 'U1' })).toBe(
      '確定為 U1 入帳 10.00 USD？',
    );
  });
});
