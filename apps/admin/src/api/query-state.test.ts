import { describe, expect, it } from 'vitest';
import {
  initialQueryState,
  type QueryState,
  queryKey,
  shownAnswer,
  startLoading,
} from './query-state.ts';

const answered = (key: string, data: string): QueryState<string> => ({
  ...initialQueryState<string>(key, false),
  data,
  updatedAt: new Date(0),
});

const user5 = queryKey('en', 'adminUser', { userId: 5 });
const user6 = queryKey('en', 'adminUser', { userId: 6 });
const user5InChinese = queryKey('hk', 'adminUser', { userId: 5 });

describe('query state', () => {
  it('keeps the answer while the same question is asked again', () => {
    const state = startLoading(answered(user5, 'five'), user5);
    expect(state.loading).toBe(true);
    expect(shownAnswer(state, user5, false)).toBe('five');
  });

  it("never shows one user's answer as another's", () => {
    const state = startLoading(answered(user5, 'five'), user6);
    expect(shownAnswer(state, user6, false)).toBeUndefined();
    // Before the request even starts (the render right after the parameters changed).
    expect(shownAnswer(answered(user5, 'five'), user6, false)).toBeUndefined();
  });

  it('shows the earlier page while the next loads when asked to', () => {
    const page1 = queryKey('en', 'adminUsers', { page: 1 });
    const page2 = queryKey('en', 'adminUsers', { page: 2 });
    const state = startLoading(answered(page1, 'first'), page2);
    expect(shownAnswer(state, page2, true)).toBe('first');
    expect(shownAnswer(answered(page2, 'second'), page2, true)).toBe('second');
  });

  it('shows the same question in the other language until it is answered again', () => {
    const state = startLoading(answered(user5, 'five'), user5InChinese);
    expect(shownAnswer(state, user5InChinese, false)).toBe('five');
    expect(shownAnswer(answered(user5, 'five'), user5InChinese, false)).toBe('five');
  });

  it('keys the language first', () => {
    expect(queryKey('hk', 'adminAudit', { page: 2 })).toBe('hk:adminAudit:{"page":2}');
  });
});
