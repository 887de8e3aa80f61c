import { XMLParser } from 'fast-xml-parser';
import { FeedFetchError } from './feed-fetch.ts';

/** Items read from one fetch at most: a feed lists its newest first. */
export const feedItemsMax = 50;
/** Longest guid or link kept as an item's key. */
const itemKeyCharsMax = 512;

/** One item of an RSS or Atom feed, as read, before it is made safe. */
export type FeedItem = {
  /** The guid or id, else the link: what says an item was imported already. */
  key: string;
  title: string;
  /** HTML or text, as the feed gave it. */
  summary: string;
  content: string;
  link: string;
  publishedAt: Date | null;
  /** An image the feed names for the item (enclosure, media:content or media:thumbnail). */
  image: string;
};

const repeated = new Set([
  'item',
  'entry',
  'link',
  'enclosure',
  'media:content',
  'media:thumbnail',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => repeated.has(name),
  // Atom's text constructs are read raw: xhtml is markup to keep in order, html is escaped text.
  stopNodes: ['feed.entry.title', 'feed.entry.summary', 'feed.entry.content'],
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of an element that may come with attributes (`{'#text': …, '@_type': …}`). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value) && '#text' in value) return text(value['#text']);
  return '';
}

const xmlEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Escaped XML text as it reads: CDATA sections as they are, entities and character references read. */
function unescapeXml(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(
            /&(#x[0-9a-f]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/gi,
            (entity, name: string) => {
              const lower = name.toLowerCase();
              if (lower.startsWith('#')) {
                const code = lower.startsWith('#x')
                  ? Number.parseInt(lower.slice(2), 16)
                  : Number.parseInt(lower.slice(1), 10);
                return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
              }
              return xmlEntities[lower] ?? entity;
            },
          ),
    )
    .join('');
}

/** Atom text constructs, read raw: xhtml is markup as it stands, text and html are escaped. */
function atomText(value: unknown): string {
  const raw = text(value);
  return isNode(value) && value['@_type'] === 'xhtml' ? raw : unescapeXml(raw);
}

const attribute = (value: unknown, name: string): string =>
  isNode(value) && typeof value[`@_${name}`] === 'string' ? (value[`@_${name}`] as string) : '';

function date(value: unknown): Date | null {
  const ms = Date.parse(text(value));
  return Number.isFinite(ms) ? new Date(ms) : null;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function imageOf(item: Node): string {
  for (const enclosure of asList(item.enclosure)) {
    if (attribute(enclosure, 'type').startsWith('image/')) return attribute(enclosure, 'url');
  }
  for (const media of asList(item['media:content'])) {
    const medium = attribute(media, 'medium');
    if (medium === 'image' || attribute(media, 'type').startsWith('image/')) {
      return attribute(media, 'url');
    }
  }
  for (const thumbnail of asList(item['media:thumbnail'])) {
    const url = attribute(thumbnail, 'url');
    if (url) return url;
  }
  return '';
}

function rssItem(item: Node): FeedItem {
  const link = text(item.link);
  return {
    key: text(item.guid) || link,
    title: text(item.title),
    summary: text(item.description),
    content: text(item['content:encoded']) || text(item.description),
    link,
    publishedAt: date(item.pubDate ?? item['dc:date']),
    image: imageOf(item),
  };
}

function atomLink(entry: Node): string {
  const links = asList(entry.link);
  const alternate =
    links.find((link) => ['', 'alternate'].includes(attribute(link, 'rel'))) ?? links[0];
  return attribute(alternate, 'href');
}

function atomItem(entry: Node): FeedItem {
  const link = atomLink(entry);
  const summary = atomText(entry.summary);
  return {
    key: text(entry.id) || link,
    title: atomText(entry.title),
    summary,
    content: atomText(entry.content) || summary,
    link,
    publishedAt: date(entry.published ?? entry.updated),
    image: imageOf(entry),
  };
}

/**
 * The items of an RSS 2.0, RSS 1.0 or Atom document, newest first as the feed lists them, at
 * most `feedItemsMax`, each with a key and a title. A document that declares its own entities
 * (a way to make a parser do endless work) or is no feed is refused as `notAFeed`.
 */
export function parseFeed(xml: string): FeedItem[] {
  if (/<!ENTITY/i.test(xml)) throw new FeedFetchError('notAFeed');
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw new FeedFetchError('notAFeed');
  }
  const rss = isNode(document.rss) && isNode(document.rss.channel) ? document.rss.channel : null;
  const rdf = isNode(document['rdf:RDF']) ? document['rdf:RDF'] : null;
  const atom = isNode(document.feed) ? document.feed : null;
  let items: FeedItem[];
  if (rss) items = asList(rss.item).filter(isNode).map(rssItem);
  else if (rdf) items = asList(rdf.item).filter(isNode).map(rssItem);
  else if (atom) items = asList(atom.entry).filter(isNode).map(atomItem);
  else throw new FeedFetchError('notAFeed');
  return items
    .filter((item) => item.key.trim() !== '' && item.title.trim() !== '')
    .slice(0, feedItemsMax)
    .map((item) => ({ ...item, key: item.key.trim().slice(0, itemKeyCharsMax) }));
}
