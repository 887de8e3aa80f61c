import type { NewsDetail, NewsItem } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import type { Selectable } from 'kysely';
import type { ArticlesTable, ArticleVersionsTable } from '../db/schema.ts';
import { wireTime } from '../engine/views/wire-time.ts';
import { pickVersion } from './article-language.ts';

export type ArticleRecord = Selectable<ArticlesTable>;
export type VersionRecord = Pick<Selectable<ArticleVersionsTable>, 'lang' | 'title' | 'summary'> &
  Partial<Pick<Selectable<ArticleVersionsTable>, 'content'>>;

export type ViewContext = {
  reader: Language;
  broker: Language;
  publicLink: (fileId: string) => string;
};

/** The cover's link: our published image by its id, else the HTTPS image a feed named. */
export const coverLink = (article: ArticleRecord, publicLink: (fileId: string) => string) =>
  article.cover_image_id ? publicLink(article.cover_image_id) : article.cover_link;

const optionalTime = (at: Date | null) => (at ? wireTime(at) : '');

/** An article as the list shows it, in the reader's language (else the broker's, else any). */
export function newsItemOf(
  article: ArticleRecord,
  versions: readonly VersionRecord[],
  context: ViewContext,
  isRead?: boolean,
): NewsItem {
  const version = pickVersion(versions, context.reader, context.broker);
  return {
    id: article.id,
    title: version?.title ?? '',
    desc: version?.summary ?? '',
    logo: coverLink(article, context.publicLink),
    created_at: optionalTime(article.publish_at),
    category_id: article.category_id,
    pinned: article.pinned ? 1 : 0,
    popup: article.popup ? 1 : 0,
    active_from: optionalTime(article.active_from),
    active_to: optionalTime(article.active_to),
    ...(isRead === undefined ? {} : { is_read: isRead ? 1 : 0 }),
  };
}

export function newsDetailOf(
  article: ArticleRecord,
  versions: readonly VersionRecord[],
  context: ViewContext,
  isRead?: boolean,
): NewsDetail {
  const version = pickVersion(versions, context.reader, context.broker);
  return {
    ...newsItemOf(article, versions, context, isRead),
    content: version?.content ?? '',
  };
}
