import { describe, expect, it } from 'vitest';
import { en } from './server-messages/en.ts';
import { serverMessages } from './server-messages.ts';
import { noProblems, translationProblems } from './translation-checks.ts';

/** Messages that may read as they do in English in any language: codes and symbols only. */
const mayReadAsEnglish = new Set<string>([]);

describe('the server’s messages in every language that has them', () => {
  const tables = Object.entries(serverMessages).filter(([lang]) => lang !== 'en');

  it('include Traditional Chinese', () => {
    expect(tables.map(([lang]) => lang)).toContain('hk');
  });

  it.each(tables)(
    '%s: every English key, the same placeholders, nothing empty or left in English',
    (_, table) => {
      expect(translationProblems(en, table ?? {}, mayReadAsEnglish)).toEqual(noProblems);
    },
  );
});
