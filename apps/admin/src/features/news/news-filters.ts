import type { ArticleStatus } from '@tp/contract/admin-news';
import type { Language } from '@tp/contract/languages';
import type { AdminCallParams } from '../../api/admin-calls.ts';

/** The news list's filters and page, as the operator set them. */
export type NewsFilters = {
  categoryId: number | undefined;
  status: ArticleStatus | undefined;
  lang: Language | undefined;
  text: string;
  page: number;
};

export const firstNewsPage: NewsFilters = {
  categoryId: undefined,
  status: undefined,
  lang: undefined,
  text: '',
  page: 1,
};

/** A changed filter starts again at the first page. */
export const withNewsFilter = (
  filters: NewsFilters,
  change: Partial<NewsFilters>,
): NewsFilters => ({
  ...filters,
  ...change,
  page: 1,
});

export function newsParams(filters: NewsFilters): AdminCallParams<'adminArticles'> {
  return {
    ...(filters.categoryId === undefined ? {} : { categoryId: filters.categoryId }),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.lang ? { lang: filters.lang } : {}),
    ...(filters.text.trim() ? { text: filters.text.trim() } : {}),
    page: filters.page,
  };
}
