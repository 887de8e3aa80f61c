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
 * What a working sanitizer leaves of this: no script, no script address. No event attribute:
 * Chromium reports one to the page's CSP even in a document that never runs it.
 */
const canary = '<a href="javascript:alert(1)">x</a><script>alert(1)</script>';

/**
 * True when DOMPurify really sanitizes in this browser. It hands back its input unchanged where
 * it cannot work (and some DOM emulations fool its own check), so the app checks for itself.
 */
function purifierWorks(): boolean {
  const out = DOMPurify(window).sanitize(canary);
  return !/javascript:|<script/i.test(out);
}

let works: boolean | undefined;

/** The text of an article alone, escaped: what is shown where HTML cannot be sanitized. */
function textOnly(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const node of parsed.querySelectorAll('script, style, template, noscript')) node.remove();
  const holder = document.createElement('p');
  holder.textContent = parsed.body.textContent ?? '';
  return holder.outerHTML;
}

/**
 * An article's HTML as the app shows it, sanitized again here by the contract's allow-list
 * (the server already did when it was saved): links open apart and tell the other site nothing,
 * images only from our published path (read against the API host) or HTTPS.
 */
export function cleanArticleHtml(html: string, resolve: (link: string) => string): string {
  works ??= purifierWorks();
  if (!works) return textOnly(html);
  const purifier = DOMPurify(window);
  const dropped: Element[] = [];
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (isArticleLink(href)) {
        node.setAttribute('rel', articleLinkRel);
        node.setAttribute('target', '_blank');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (isArticleImage(src)) {
        node.setAttribute('src', resolve(src));
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      } else {
        dropped.push(node);
      }
    }
  });
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [...articleTags],
    ALLOWED_ATTR: [...allowedAttributes, 'loading', 'decoding'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  });
  // Images whose address is not allowed go whole, after the walk that found them.
  for (const node of dropped) node.remove();
  return (clean as HTMLElement).innerHTML;
}
