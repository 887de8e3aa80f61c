import { describe, expect, it } from 'vitest';
import { optInError, optInParams } from './ranking-opt-in-form.ts';

describe('the ranking opt-in form', () => {
  it.each([
    ['off with no name', false, '', null],
    ['on with a fine name', true, 'Harbour Gold', null],
    ['on with no name', true, '  ', 'user.rankingNicknameRequired'],
    ['a name too short, even when off', false, 'A', 'user.rankingNicknameLength'],
    ['an e-mail', true, 'me@example.com', 'user.rankingNicknameCharacters'],
    ['a phone number', true, '9123 4567', 'user.rankingNicknameContact'],
  ])('%s', (_name, listed, nickname, expected) => {
    expect(optInError({ listed, nickname })).toBe(expected);
  });

  it('sends the switch, and the name only when one is typed', () => {
    expect(optInParams({ listed: true, nickname: 'Harbour Gold' })).toEqual({
      listed: 1,
      nickname: 'Harbour Gold',
    });
    expect(optInParams({ listed: false, nickname: ' ' })).toEqual({ listed: 0 });
  });
});
