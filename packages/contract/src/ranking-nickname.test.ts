import { describe, expect, it } from 'vitest';
import { type NicknameProblem, nicknameProblem, normalNickname } from './ranking-nickname.ts';

describe('nicknameProblem', () => {
  it.each<[string, string, NicknameProblem | undefined]>([
    ['a plain name', 'Harbour Trader', undefined],
    ['Chinese', '維港炒家', undefined],
    ['with a year in it', 'Alex 2026', undefined],
    ['with marks and . _ -', 'José_k.-1', undefined],
    ['empty', '   ', 'required'],
    ['one character', 'A', 'length'],
    ['21 characters', 'abcdefghijklmnopqrstu', 'length'],
    ['an e-mail', 'me@example.com', 'characters'],
    ['a plus sign', '+852 9123', 'characters'],
    ['an emoji', 'Bull 🐂', 'characters'],
    ['a zero-width joiner hiding in it', 'Al\u200Dex', 'characters'],
    ['a phone number', '9123 4567', 'contact'],
    ['a phone number in full-width digits', '９１２３４５６７', 'contact'],
    ['a phone number with dashes', '91-23-45-67', 'contact'],
    ['a phone number in Chinese numerals', '九一二三四五六七', 'contact'],
    ['a domain', 'alex.gmail.com', 'contact'],
    ['a domain with spaces', 'alex . com', 'contact'],
    ['a mail provider', 'alex gmail', 'contact'],
    ['an address spelled out', 'alex at host dot com', 'contact'],
  ])('%s', (_name, text, expected) => {
    expect(nicknameProblem(text)).toBe(expected);
  });

  it('keeps a name in one form: full-width made plain, spaces collapsed', () => {
    expect(normalNickname('  Ａｌｅｘ   Lee ')).toBe('Alex Lee');
  });
});
