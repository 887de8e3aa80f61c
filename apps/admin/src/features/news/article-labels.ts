import type { ArticleStatus, FeedProblem } from '@tp/contract/admin-news';
import { NewsCategory } from '@tp/contract/codes';
import type { MessageKey } from '../../i18n/messages.ts';

export const statusLabels: Record<ArticleStatus, MessageKey> = {
  draft: 'news.statusDraft',
  scheduled: 'news.statusScheduled',
  published: 'news.statusPublished',
  unpublished: 'news.statusUnpublished',
};

export const statusColours: Record<ArticleStatus, string> = {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
  unpublished: 'red',
};

export const categoryLabels: Record<number, MessageKey> = {
  [NewsCategory.news]: 'news.categoryNews',
  [NewsCategory.announcement]: 'news.categoryAnnouncement',
};

export const feedProblemLabels: Record<FeedProblem, MessageKey> = {
  unreachable: 'news.problemUnreachable',
  timeout: 'news.problemTimeout',
  tooLarge: 'news.problemTooLarge',
  httpStatus: 'news.problemHttpStatus',
  notAFeed: 'news.problemNotAFeed',
  privateAddress: 'news.problemPrivateAddress',
  tooManyRedirects: 'news.problemTooManyRedirects',
};
