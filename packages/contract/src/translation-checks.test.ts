import { describe, expect, it } from 'vitest';
import {
  flatTexts,
  noProblems,
  pluralCategoriesOf,
  translationProblems,
} from './translation-checks.ts';

const english = {
  'news.title': 'News',
  'news.unreadCount_one': '{{count}} unread announcement',
  'news.unreadCount_other': '{{count}} unread announcements',
  'user.uid': 'UID',
};
const allowed = new Set(['user.uid']);

describe('the translation check', () => {
  it('passes a language with every key, its own plural forms and the same placeholders', () => {
    const japanese = {
      'news.title': 'ニュース',
      'news.unreadCount_other': '未読 {{count}} 件',
      'user.uid': 'UID',
    };
    expect(translationProblems(english, japanese, allowed, pluralCategoriesOf('ja'))).toEqual(
      noProblems,
    );
  });

  it('asks for each plural form the language has, and refuses forms it has not', () => {
    const russian = {
      'news.title': 'Новости',
      'news.unreadCount_one': '{{count}} непрочитанное',
      'news.unreadCount_other': '{{count}} непрочитанных',
      'news.unreadCount_two': '{{count}} непрочитанных',
      'user.uid': 'UID',
    };
    const problems = translationProblems(english, russian, allowed, pluralCategoriesOf('ru'));
    expect(problems.missing).toEqual(['news.unreadCount_few', 'news.unreadCount_many']);
    expect(problems.extra).toEqual(['news.unreadCount_two']);
  });

  it('names the text left in English, the empty one and the placeholder lost', () => {
    const german = {
      'news.title': 'News',
      'news.unreadCount_one': '',
      'news.unreadCount_other': 'ungelesene Mitteilungen',
      'user.uid': 'UID',
    };
    expect(translationProblems(english, german, allowed, pluralCategoriesOf('de'))).toEqual({
      ...noProblems,
      empty: ['news.unreadCount_one'],
      placeholdersDiffer: ['news.unreadCount_one', 'news.unreadCount_other'],
      sameAsEnglish: ['news.title'],
    });
  });

  it('knows the plural forms of the languages that count differently', () => {
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect([...pluralCategoriesOf('ar')].sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
    );
    expect([...pluralCategoriesOf('cs')].sort()).toEqual(['few', 'many', 'one', 'other'].sort());
  });

  it('reads a nested table as flat keys', () => {
    expect(flatTexts({ news: { title: 'News', list: { empty: 'None' } } })).toEqual({
      'news.title': 'News',
      'news.list.empty': 'None',
    });
  });
});
