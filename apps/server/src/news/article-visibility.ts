import { NewsCategory, type NewsCategoryId } from '@tp/contract/entities';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What a trader may see at `now`: published (not a draft, not unpublished), its publication
 * time reached (a scheduled article is not), not deleted, and for an announcement, within its
 * active window. Every trader-facing query filters by this one rule.
 */
export const visibleAt =
  (now: Date, category?: NewsCategoryId) => (eb: ExpressionBuilder<Database, 'articles'>) =>
    eb.and([
      eb('articles.status', '=', 'published'),
      eb('articles.deleted_at', 'is', null),
      eb('articles.publish_at', '<=', now),
      ...(category === undefined ? [] : [eb('articles.category_id', '=', category)]),
      eb.or([
        eb('articles.category_id', '<>', NewsCategory.announcement),
        eb.and([
          eb.or([eb('articles.active_from', 'is', null), eb('articles.active_from', '<=', now)]),
          eb.or([eb('articles.active_to', 'is', null), eb('articles.active_to', '>', now)]),
        ]),
      ]),
    ]);
