import type { CategoryConfig } from '@tp/contract/admin-operations';

/** A category's name in the operator's language, English when it has none. */
export function categoryName(category: CategoryConfig, lang: string): string {
  return category.names[lang] || category.names.en || category.code;
}
