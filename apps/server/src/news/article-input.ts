import {
  type AdminNewsEndpoints,
  articleSummaryCharsMax,
  articleTitleCharsMax,
} from '@tp/contract/admin-news';
import { articleHtmlCharsMax } from '@tp/contract/article-html-rules';
import { NewsCategory, type NewsCategoryId, newsCategoryIds } from '@tp/contract/entities';
import { type Language, languageNames, languages } from '@tp/contract/languages';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { publicImageIdOfLink } from '../uploads/public-image-link.ts';
import { plainText, sanitizeArticleHtml } from './article-html.ts';

export type SaveArticleParams = z.output<AdminNewsEndpoints['adminSaveArticle']['params']>;

export type ArticleInput = {
  categoryId: NewsCategoryId;
  coverImageId: string | null;
  pinned: boolean;
  popup: boolean;
  activeFrom: Date | null;
  activeTo: Date | null;
  versions: { lang: Language; title: string; summary: string; content: string }[];
};

/** The earliest and latest times an operator may name: anything else is a slip of the keyboard. */
const timeMinMs = Date.UTC(2000, 0, 1);
const timeMaxMs = Date.UTC(2100, 0, 1);

/** An ISO time the back office sent, or null when blank; a time that is not one is refused. */
export function operatorTime(text: string | undefined, error: ApiError): Date | null {
  if (text === undefined || text === '') return null;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms) || ms < timeMinMs || ms > timeMaxMs) throw error;
  return new Date(ms);
}

function categoryOf(id: number): NewsCategoryId {
  if (!(newsCategoryIds as readonly number[]).includes(id))
    throw new ApiError('newsCategoryUnknown');
  return id as NewsCategoryId;
}

function versionOf(version: SaveArticleParams['versions'][number]) {
  if (!(languages as readonly string[]).includes(version.lang)) {
    throw new ApiError('articleLanguageUnknown', { lang: version.lang.slice(0, 8) });
  }
  const lang = version.lang as Language;
  // Titles and summaries are text: markup pasted into them is read as its text.
  const title = plainText(version.title, articleTitleCharsMax + 1);
  if (title === '') throw new ApiError('articleTitleRequired', { lang: languageNames[lang] });
  if ([...title].length > articleTitleCharsMax) {
    throw new ApiError('articleTooLong', { field: 'title', max: articleTitleCharsMax });
  }
  const summary = plainText(version.summary ?? '', articleSummaryCharsMax + 1);
  if ([...summary].length > articleSummaryCharsMax) {
    throw new ApiError('articleTooLong', { field: 'summary', max: articleSummaryCharsMax });
  }
  const content = sanitizeArticleHtml(version.content ?? '');
  if (content.length > articleHtmlCharsMax) {
    throw new ApiError('articleTooLong', { field: 'content', max: articleHtmlCharsMax });
  }
  return { lang, title, summary, content };
}

/** The published image a cover link names; anything else (a trader's file, another site) is refused. */
async function coverOf(db: Db, link: string | undefined): Promise<string | null> {
  if (!link) return null;
  const id = publicImageIdOfLink(link);
  const file = id
    ? await db
        .selectFrom('stored_files')
        .select('id')
        .where('id', '=', id)
        .where('owner_operator_id', 'is not', null)
        .executeTakeFirst()
    : undefined;
  if (!file) throw new ApiError('articleCoverInvalid');
  return file.id;
}

/**
 * An article as the operator sent it, checked and made safe: a known category, at least one
 * language, each once, each with a title; text as text; the body sanitized; the cover one of our
 * published images; an announcement's active window in order. News has no pin, pop-up or window.
 */
export async function articleInput(db: Db, params: SaveArticleParams, broker: Language) {
  const categoryId = categoryOf(params.categoryId);
  if (params.versions.length === 0) {
    throw new ApiError('articleTitleRequired', { lang: languageNames[broker] });
  }
  const versions = params.versions.map(versionOf);
  if (new Set(versions.map((version) => version.lang)).size !== versions.length) {
    throw new ApiError('articleLanguageRepeated');
  }
  const announcement = categoryId === NewsCategory.announcement;
  const activeFrom = operatorTime(params.activeFrom, new ApiError('articleWindowInvalid'));
  const activeTo = operatorTime(params.activeTo, new ApiError('articleWindowInvalid'));
  if (activeFrom && activeTo && activeTo <= activeFrom) throw new ApiError('articleWindowInvalid');
  const input: ArticleInput = {
    categoryId,
    coverImageId: await coverOf(db, params.coverUrl),
    pinned: announcement && (params.pinned ?? false),
    popup: announcement && (params.popup ?? false),
    activeFrom: announcement ? activeFrom : null,
    activeTo: announcement ? activeTo : null,
    versions,
  };
  return input;
}
