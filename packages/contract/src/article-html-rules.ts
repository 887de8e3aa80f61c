import { publicImagePath } from './endpoints.ts';

/**
 * The allow-list of article HTML, once: the server's sanitizer keeps only this when an article
 * is saved, and the apps' sanitizer applies it again before showing one. Anything else (script,
 * style, frames, forms, SVG, event attributes, inline styles) is dropped.
 */
export const articleTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'figure',
  'figcaption',
] as const;

/** Attributes kept, by tag; no other tag keeps any. */
export const articleAttributes = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
} as const;

/** Every link opens apart from the app and tells the other site nothing. */
export const articleLinkRel = 'noopener noreferrer nofollow';

/** Longest article body kept, in characters of HTML. */
export const articleHtmlCharsMax = 200_000;

/** An absolute address of a host, then anything but spaces, quotes and angle brackets. */
const webAddress = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s<>"'`\\]*)?$/i;
const secureWebAddress = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s<>"'`\\]*)?$/i;

/** A link an article may hold: an absolute http(s) address or an e-mail address. */
export function isArticleLink(href: string): boolean {
  const text = href.trim();
  return /^mailto:[^\s<>"'`]+@[^\s<>"'`]+$/i.test(text) || webAddress.test(text);
}

/**
 * An image an article may show: one of the broker's published images (its path, which the apps
 * read against the API host) or any HTTPS address. Never `data:`, `javascript:` or
 * plain HTTP, which a secure page would refuse anyway.
 */
export function isArticleImage(src: string): boolean {
  const text = src.trim();
  if (text.startsWith(`${publicImagePath}/`)) return /^[A-Za-z0-9/_-]+$/.test(text);
  return secureWebAddress.test(text);
}
