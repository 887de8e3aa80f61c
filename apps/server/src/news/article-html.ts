import {
  articleAttributes,
  articleLinkRel,
  articleTags,
  isArticleImage,
  isArticleLink,
} from '@tp/contract/article-html-rules';
import { publicImagePath } from '@tp/contract/endpoints';
import sanitizeHtml from 'sanitize-html';
import { publicImageIdOfLink } from '../uploads/public-image-link.ts';

/** Deeper nesting than this is flattened: no article needs it, and a parser bomb would. */
const nestingLimit = 40;

/** Elements whose content is dropped with them, not kept as text. */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

const dimension = (value: string | undefined): string | undefined =>
  value && /^\d{1,4}$/.test(value) ? value : undefined;

/** Our published image at its path (any origin we were given is dropped), else the HTTPS address, else none. */
function imageSource(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const id = publicImageIdOfLink(src.trim());
  if (id) return `${publicImagePath}/${id}`;
  return isArticleImage(src) ? src.trim() : undefined;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...articleTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(articleAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  nestingLimit,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.title) kept.title = attribs.title;
      if (href && isArticleLink(href)) {
        kept.href = href;
        kept.rel = articleLinkRel;
        kept.target = '_blank';
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const src = imageSource(attribs.src);
      if (src) kept.src = src;
      for (const name of ['alt', 'title'] as const) {
        if (attribs[name]) kept[name] = attribs[name];
      }
      for (const name of ['width', 'height'] as const) {
        const value = dimension(attribs[name]);
        if (value) kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  // An image whose address was not allowed is dropped whole rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The HTML an article may hold, by the allow-list of the contract: every tag, attribute and
 * address outside it is removed, so whatever an operator pastes or a feed sends cannot run in a
 * trader's app. Applied when an article is saved or imported; the apps sanitize again.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/**
 * The text of a fragment of HTML (a feed's title or summary), tags removed, entities read,
 * control characters and runs of spaces collapsed, cut to `charsMax`.
 */
export function plainText(html: string, charsMax: number): string {
  const escaped = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: droppedWithContent,
    enforceHtmlBoundary: false,
  });
  const text = escaped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, charsMax).join('');
}
