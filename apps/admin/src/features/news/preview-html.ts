import {
  articleAttributes,
  articleLinkRel,
  articleTags,
  isArticleImage,
  isArticleLink,
} from '@tp/contract/article-html-rules';
import DOMPurify from 'dompurify';

const allowedAttributes = [...new Set(Object.values(articleAttributes).flat())];

/**
 * The body as the trader's app will show it: the server's sanitized HTML, put through the same
 * allow-list in the browser as the app does before it is shown.
 */
export function previewHtml(html: string): string {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (isArticleLink(node.getAttribute('href') ?? '')) {
        node.setAttribute('rel', articleLinkRel);
        node.setAttribute('target', '_blank');
      } else node.removeAttribute('href');
    }
    if (node.nodeName === 'IMG' && !isArticleImage(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src');
    }
  });
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...articleTags],
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
