import type { ArticleEdit, ArticleStatus } from '@tp/contract/admin-news';
import { NewsCategory } from '@tp/contract/codes';
import type { NewsCategoryId } from '@tp/contract/entities';
import { type Language, languageNames, languages } from '@tp/contract/languages';
import type { AdminCallParams } from '../../api/admin-calls.ts';
import type { MessageKey } from '../../i18n/messages.ts';

export type VersionForm = { lang: Language; title: string; summary: string; content: string };

/** What the editor holds: the article as the operator is writing it. */
export type ArticleForm = {
  id: number | undefined;
  categoryId: NewsCategoryId;
  status: ArticleStatus;
  publishAt: string | null;
  coverUrl: string;
  pinned: boolean;
  popup: boolean;
  /** `YYYY-MM-DDTHH:mm` in the operator's time, as a datetime-local input holds it; '' for none. */
  activeFrom: string;
  activeTo: string;
  versions: VersionForm[];
};

export const emptyVersion = (lang: Language): VersionForm => ({
  lang,
  title: '',
  summary: '',
  content: '',
});

/** A new article starts in English and Traditional Chinese, the languages every trader can read here. */
export function newArticleForm(categoryId: NewsCategoryId): ArticleForm {
  return {
    id: undefined,
    categoryId,
    status: 'draft',
    publishAt: null,
    coverUrl: '',
    pinned: false,
    popup: false,
    activeFrom: '',
    activeTo: '',
    versions: [emptyVersion('en'), emptyVersion('hk')],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input shows it, in the browser's time zone. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as ISO; '' stays blank (no limit). */
export function isoOfLocalInput(value: string): string {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

export function formOfArticle(article: ArticleEdit): ArticleForm {
  const categoryId =
    article.categoryId === NewsCategory.announcement
      ? NewsCategory.announcement
      : NewsCategory.news;
  return {
    id: article.id,
    categoryId,
    status: article.status,
    publishAt: article.publishAt,
    coverUrl: article.coverUrl,
    pinned: article.pinned,
    popup: article.popup,
    activeFrom: localInputValue(article.activeFrom),
    activeTo: localInputValue(article.activeTo),
    versions: [...article.versions].sort(
      (a, b) => languages.indexOf(a.lang) - languages.indexOf(b.lang),
    ),
  };
}

/** An empty editor (TipTap's empty paragraph) is no article body. */
const blankHtml = (html: string) => html.replace(/<p>\s*<\/p>/g, '').trim() === '';

/** A language the operator opened but wrote nothing in is left out rather than refused. */
const untouched = (version: VersionForm) =>
  version.title.trim() === '' && version.summary.trim() === '' && blankHtml(version.content);

export type FormProblem = { key: MessageKey; values?: Record<string, string> };

/** What stops the form from being saved, before it is sent: the server checks again. */
export function formProblem(form: ArticleForm): FormProblem | null {
  const written = form.versions.filter((version) => !untouched(version));
  if (written.length === 0) return { key: 'news.oneLanguage' };
  const untitled = written.find((version) => version.title.trim() === '');
  if (untitled) return { key: 'news.titleMissing', values: { lang: languageNames[untitled.lang] } };
  return null;
}

export function saveParams(form: ArticleForm): AdminCallParams<'adminSaveArticle'> {
  const announcement = form.categoryId === NewsCategory.announcement;
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    categoryId: form.categoryId,
    coverUrl: form.coverUrl,
    pinned: announcement && form.pinned,
    popup: announcement && form.popup,
    activeFrom: announcement ? isoOfLocalInput(form.activeFrom) : '',
    activeTo: announcement ? isoOfLocalInput(form.activeTo) : '',
    versions: form.versions
      .filter((version) => !untouched(version))
      .map((version) => ({
        lang: version.lang,
        title: version.title.trim(),
        summary: version.summary.trim(),
        content: blankHtml(version.content) ? '' : version.content,
      })),
  };
}

/** The languages not yet written, in the order languages are listed. */
export const languagesToAdd = (form: ArticleForm): Language[] =>
  languages.filter((lang) => !form.versions.some((version) => version.lang === lang));
