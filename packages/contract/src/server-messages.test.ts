import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { en, isAdminMessage } from './server-messages/en.ts';
import { serverMessages } from './server-messages.ts';
import { noProblems, translationProblems } from './translation-checks.ts';

/** Messages that may read as they do in English in any language: codes and symbols only. */
const mayReadAsEnglish = new Set<string>([]);

/** What a language's table must hold: all of English's, but the back office's outside its languages. */
const expectedOf = (lang: string): Record<string, string> =>
  lang === 'hk'
    ? en
    : Object.fromEntries(Object.entries(en).filter(([key]) => !isAdminMessage(key)));

describe('the server’s messages in every language that has them', () => {
  const tables = Object.entries(serverMessages).filter(([lang]) => lang !== 'en');

  it('exist in every one of the 18 selectable languages', () => {
    expect(Object.keys(serverMessages).sort()).toEqual([...languages].sort());
  });

  it.each(tables)(
    '%s: every English key, the same placeholders, nothing empty or left in English',
    (lang, table) => {
      expect(translationProblems(expectedOf(lang), table ?? {}, mayReadAsEnglish)).toEqual(
        noProblems,
      );
    },
  );

  it('keep the back office’s messages to its languages, English and Traditional Chinese', () => {
    const adminKeys = Object.keys(en).filter(isAdminMessage);
    expect(adminKeys.length).toBeGreaterThan(0);
    expect(Object.keys(serverMessages.hk ?? {}).filter(isAdminMessage)).toEqual(adminKeys);
  });
});
