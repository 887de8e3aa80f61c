import { useMemo } from 'react';
import { apiAssetUrl } from '../../api/api-asset-url.ts';
import { cleanArticleHtml } from './article-html.ts';

/** An article's body: only what `cleanArticleHtml` let through is put into the page. */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => cleanArticleHtml(html, (link) => apiAssetUrl(link)), [html]);
  return (
    <div
      className="article-body"
      data-testid="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the contract's allow-list just above, as by the server when saved
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
