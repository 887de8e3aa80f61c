import { describe, expect, it } from 'vitest';
import {
  emptyVersion,
  formProblem,
  isoOfLocalInput,
  languagesToAdd,
  localInputValue,
  newArticleForm,
  saveParams,
} from './article-form.ts';

describe('the article form', () => {
  it('starts in English and Chinese and asks for a title in each language written', () => {
    const form = newArticleForm(1);
    expect(form.versions.map((version) => version.lang)).toEqual(['en', 'hk']);
    expect(formProblem(form)).toEqual({ key: 'news.oneLanguage' });
    form.versions[1] = { ...emptyVersion('hk'), content: '<p>內文</p>' };
    expect(formProblem(form)).toEqual({
      key: 'news.titleMissing',
      values: { lang: '繁體中文' },
    });
    form.versions[1] = { ...emptyVersion('hk'), title: '標題', content: '<p>內文</p>' };
    expect(formProblem(form)).toBeNull();
  });

  it('sends the languages written, without an empty editor’s paragraph', () => {
    const form = newArticleForm(1);
    form.versions[0] = { lang: 'en', title: ' Rates ', summary: '', content: '<p></p>' };
    expect(saveParams(form).versions).toEqual([
      { lang: 'en', title: 'Rates', summary: '', content: '' },
    ]);
    expect(languagesToAdd(form)).not.toContain('en');
    expect(languagesToAdd(form)[0]).toBe('jp');
  });

  it('sends an announcement’s extras, and none for news', () => {
    const announcement = {
      ...newArticleForm(2),
      pinned: true,
      popup: true,
      activeFrom: '2026-12-01T09:30',
      activeTo: '',
    };
    announcement.versions[0] = { ...emptyVersion('en'), title: 'Holiday' };
    const params = saveParams(announcement);
    expect(params).toMatchObject({ categoryId: 2, pinned: true, popup: true, activeTo: '' });
    expect(params.activeFrom).toBe(new Date('2026-12-01T09:30').toISOString());
    expect(saveParams({ ...announcement, categoryId: 1 })).toMatchObject({
      pinned: false,
      popup: false,
      activeFrom: '',
    });
  });

  it('shows times in the operator’s own time and sends them back unchanged', () => {
    const iso = new Date('2026-12-01T09:30').toISOString();
    expect(localInputValue(iso)).toBe('2026-12-01T09:30');
    expect(isoOfLocalInput(localInputValue(iso))).toBe(iso);
    expect(localInputValue(null)).toBe('');
  });
});
