import { z } from 'zod';
import type { Endpoint } from './endpoints.ts';
import { languages } from './languages.ts';
import { intParam, optionalIntParam, optionalStringParam, stringParam } from './params.ts';

/**
 * The back office's news desk: articles (news and announcements, one table with a category),
 * each written in one or more languages, and the RSS/Atom feeds imported into it. Same rules
 * as `admin-endpoints.ts`; field names are the back office's own.
 */

/** What an article is to the operator: `scheduled` is published with a time still to come. */
export const articleStatuses = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articleTitleCharsMax = 200;
export const articleSummaryCharsMax = 500;
/** Articles on one page of the back office's list. */
export const articlePageSize = 20;
/** Feeds an operator may add. */
export const newsFeedsMax = 50;

export const articleVersion = z.object({
  lang: z.enum(languages),
  title: z.string(),
  summary: z.string(),
  /** HTML as saved: sanitized by the server. */
  content: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

export const articleRow = z.object({
  id: z.number().int(),
  /** NewsCategory: 1 news, 2 announcement. */
  categoryId: z.number().int(),
  status: z.enum(articleStatuses),
  /** ISO; null until first published or scheduled. */
  publishAt: z.string().nullable(),
  /** In the operator's language if written in it, else the first written. */
  title: z.string(),
  /** The languages it is written in. */
  languages: z.array(z.enum(languages)),
  coverUrl: z.string(),
  pinned: z.boolean(),
  popup: z.boolean(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  /** The feed it was imported from, if any. */
  feedId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleEdit = articleRow.omit({ title: true, languages: true }).extend({
  versions: z.array(articleVersion),
});
export type ArticleEdit = z.infer<typeof articleEdit>;

/** A time as the back office sends it: ISO 8601, or blank for none. */
const optionalTime = () => optionalStringParam(40);

const versionParam = z.object({
  lang: z.string().max(8),
  title: z.string().max(articleTitleCharsMax * 2),
  summary: z
    .string()
    .max(articleSummaryCharsMax * 2)
    .optional(),
  content: z.string().max(400_000).optional(),
});

export const newsFeed = z.object({
  id: z.number().int(),
  url: z.string(),
  categoryId: z.number().int(),
  lang: z.enum(languages),
  /** True: imported items are published at once; false: they wait as drafts. */
  publishDirectly: z.boolean(),
  enabled: z.boolean(),
  /** ISO time of the last fetch, null before the first. */
  lastFetchedAt: z.string().nullable(),
  /** Why the last fetch failed (a FeedProblem), '' when it worked. */
  lastError: z.string(),
  /** Items imported by the last fetch. */
  lastImported: z.number().int(),
});
export type NewsFeed = z.infer<typeof newsFeed>;

/** Why a feed could not be read, as the operator is told. */
export const feedProblems = [
  'unreachable',
  'timeout',
  'tooLarge',
  'httpStatus',
  'notAFeed',
  'privateAddress',
  'tooManyRedirects',
] as const;
export type FeedProblem = (typeof feedProblems)[number];

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();
const idParams = z.object({ id: intParam() });

export const adminNewsEndpoints = {
  adminArticles: define({
    method: 'GET',
    path: '/admin-api/news',
    auth: 'required',
    encoding: 'query',
    params: z.object({
      categoryId: optionalIntParam(),
      status: z.enum(articleStatuses).optional(),
      /** Only articles written in this language. */
      lang: z.enum(languages).optional(),
      /** Part of a title or summary, in any language. */
      text: optionalStringParam(100),
      page: optionalIntParam(),
    }),
    data: z.object({ items: z.array(articleRow), total: z.number().int() }),
  }),
  adminArticle: define({
    method: 'GET',
    path: '/admin-api/news/detail',
    auth: 'required',
    encoding: 'query',
    params: idParams,
    data: articleEdit,
  }),
  /** Creates (no id: a draft) or saves an article; its status stays as it was. */
  adminSaveArticle: define({
    method: 'POST',
    path: '/admin-api/news/save',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      id: optionalIntParam(),
      categoryId: intParam(),
      /** A published image's link (POST /admin-api/images), or blank for none. */
      coverUrl: optionalStringParam(1024),
      pinned: z.boolean().optional(),
      popup: z.boolean().optional(),
      activeFrom: optionalTime(),
      activeTo: optionalTime(),
      versions: z.array(versionParam).max(languages.length),
    }),
    data: articleEdit,
  }),
  /** Publishes now, or at `at` (ISO) when that is still to come: scheduled. */
  adminPublishArticle: define({
    method: 'POST',
    path: '/admin-api/news/publish',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam(), at: optionalTime() }),
    data: articleEdit,
  }),
  adminUnpublishArticle: define({
    method: 'POST',
    path: '/admin-api/news/unpublish',
    auth: 'required',
    encoding: 'json',
    params: idParams,
    data: articleEdit,
  }),
  adminDeleteArticle: define({
    method: 'POST',
    path: '/admin-api/news/delete',
    auth: 'required',
    encoding: 'json',
    params: idParams,
    data: z.null(),
  }),
  /** The body as the server would save it, for the editor's preview. */
  adminPreviewArticle: define({
    method: 'POST',
    path: '/admin-api/news/preview',
    auth: 'required',
    encoding: 'json',
    params: z.object({ content: z.string().max(400_000) }),
    data: z.object({ content: z.string() }),
  }),
  adminNewsFeeds: define({
    method: 'GET',
    path: '/admin-api/news/feeds',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(newsFeed),
  }),
  adminSaveNewsFeed: define({
    method: 'POST',
    path: '/admin-api/news/feeds/save',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      id: optionalIntParam(),
      url: stringParam(2048),
      categoryId: intParam(),
      lang: z.enum(languages),
      publishDirectly: z.boolean(),
      enabled: z.boolean(),
    }),
    data: newsFeed,
  }),
  adminDeleteNewsFeed: define({
    method: 'POST',
    path: '/admin-api/news/feeds/delete',
    auth: 'required',
    encoding: 'json',
    params: idParams,
    data: z.null(),
  }),
  /** Fetches one feed now rather than at the next run of the import job. */
  adminFetchNewsFeed: define({
    method: 'POST',
    path: '/admin-api/news/feeds/fetch',
    auth: 'required',
    encoding: 'json',
    params: idParams,
    data: newsFeed,
  }),
} as const;

export type AdminNewsEndpoints = typeof adminNewsEndpoints;
