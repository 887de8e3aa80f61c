import { describe, expect, it } from 'vitest';
import { plainText, sanitizeArticleHtml } from './article-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Rates</h2><p>The <strong>Fed</strong> held, <em>as expected</em>.</p><ul><li>one</li></ul><blockquote>quote</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('opens links apart and tells the other site nothing; drops links it cannot allow', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/a?b=1" onclick="x()">x</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps images from our published path or HTTPS only', () => {
    const ours = 'https://api.example.com/api/common/image/AbCdEfGhIjKlMnOpQrStUvWx';
    expect(sanitizeArticleHtml(`<img src="${ours}" alt="chart">`)).toBe(
      '<img src="/api/common/image/AbCdEfGhIjKlMnOpQrStUvWx" alt="chart" />',
    );
    expect(sanitizeArticleHtml('<img src="https://cdn.example.com/a.png" width="300">')).toBe(
      '<img src="https://cdn.example.com/a.png" width="300" />',
    );
    expect(sanitizeArticleHtml('<p><img src="http://cdn.example.com/a.png">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('bounds nesting', () => {
    const deep = `${'<blockquote>'.repeat(500)}x${'</blockquote>'.repeat(500)}`;
    expect(sanitizeArticleHtml(deep).split('<blockquote>').length - 1).toBeLessThanOrEqual(40);
  });
});

describe('plainText', () => {
  it('reads the text of markup, entities included, and cuts it', () => {
    expect(plainText('<b>Gold</b> &amp; silver <script>x()</script>rise', 100)).toBe(
      'Gold & silver rise',
    );
    expect(plainText('a\u0000b\n\n  c', 100)).toBe('a b c');
    expect(plainText('abcdef', 3)).toBe('abc');
  });
});
