import { type Endpoint, endpoints } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeEndpoints } from '../admin/admin-route.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

/**
 * Every call of the contract, the trader's and the operator's, fed values a careless or hostile
 * client sends: wrong types, huge and empty strings, numbers out of range, nested objects,
 * control characters, broken bodies. Each answer must be the envelope with a translated message
 * and never the internal error: bad input is refused, it never breaks the server.
 */

const nasty: readonly unknown[] = [
  '',
  ' ',
  'a'.repeat(20_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '1.0000000000000000000001',
  -1,
  0,
  1.5,
  -0.000001,
  2 ** 53 + 1,
  1e308,
  true,
  null,
  [],
  [1, 2],
  {},
  { nested: { deeper: ['x'] } },
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  'a\u0000b',
  '\u202e𝄞\ud800',
  '../../etc/passwd',
  '%00%ff',
];

const nastyValue = fc.constantFrom(...nasty);

/** The parameter names the endpoint declares, when its schema is an object. */
function paramNames(endpoint: Endpoint): string[] {
  const shape = (endpoint.params as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Objects with the endpoint's own keys (each maybe missing) and a stray one, all ill-valued. */
const payloadFor = (endpoint: Endpoint) => {
  const names = [...paramNames(endpoint), 'unexpected'];
  return fc.record(Object.fromEntries(names.map((name) => [name, nastyValue])), {
    requiredKeys: [],
  });
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** An i18n key sent back untranslated looks like `area.someKey`. */
const untranslated = /^[a-z]+\.[a-zA-Z0-9]+$/;

type Sent = { name: string; description: string };

let platform: TestPlatform;
let traderToken: string;
let realTraderToken: string;
let operatorToken: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 10_000_000 });
  platform.prices.push('EURUSD', '1.10000');
  traderToken = (await newDemoUser(platform.app)).token;
  realTraderToken = (await newRealUser(platform)).token;
  operatorToken = await new AdminTestClient(platform).token();
});

afterAll(async () => {
  await platform?.close();
});

/** Calls that end the session they are given are sent without one, so later calls keep theirs. */
const endsSession = (name: string) => /logout/i.test(name);

async function send(
  sent: Sent,
  endpoint: Endpoint,
  token: string | undefined,
  body: { payload: unknown; raw?: string; contentType?: string },
) {
  const headers: Record<string, string> = { lang: 'en' };
  if (token && !endsSession(sent.name)) headers.authorization = token;
  const res =
    endpoint.method === 'GET'
      ? await platform.app.inject({
          method: 'GET',
          url: endpoint.path,
          remoteAddress: '10.77.0.1',
          query: Object.fromEntries(
            Object.entries(body.payload as Record<string, unknown>).map(([k, v]) => [k, asText(v)]),
          ),
          headers,
        })
      : body.raw !== undefined
        ? await platform.app.inject({
            method: 'POST',
            url: endpoint.path,
            remoteAddress: '10.77.0.1',
            payload: body.raw,
            headers: { ...headers, 'content-type': body.contentType ?? 'application/json' },
          })
        : await platform.app.inject({
            method: 'POST',
            url: endpoint.path,
            remoteAddress: '10.77.0.1',
            payload: body.payload as Record<string, unknown>,
            headers,
          });
  const label = `${sent.name} (${sent.description}) → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  const answer = res.json() as { code: unknown; msg: unknown };
  expect(typeof answer.code, label).toBe('number');
  expect(answer.code, label).not.toBe(ErrorCatalogue.internal.code);
  expect(typeof answer.msg, label).toBe('string');
  if (answer.code !== 1) {
    expect((answer.msg as string).length, label).toBeGreaterThan(0);
    expect(untranslated.test(answer.msg as string), label).toBe(false);
  }
}

const traderCalls = Object.entries(endpoints) as [string, Endpoint][];
const operatorCalls = Object.entries(backOfficeEndpoints) as [string, Endpoint][];

/**
 * Each bad value in every declared parameter alone, then in all of them at once, then random
 * mixes of them with parameters missing.
 */
async function sweep(name: string, endpoint: Endpoint, token: string): Promise<void> {
  const names = paramNames(endpoint);
  for (const value of nasty) {
    const shown = asText(value).slice(0, 40);
    for (const param of names) {
      await send({ name, description: `${param}=${shown}` }, endpoint, token, {
        payload: { [param]: value },
      });
    }
    await send({ name, description: `all=${shown}` }, endpoint, token, {
      payload: Object.fromEntries([...names, 'unexpected'].map((param) => [param, value])),
    });
  }
  await fc.assert(
    fc.asyncProperty(payloadFor(endpoint), fc.boolean(), async (payload, withToken) => {
      await send(
        { name, description: JSON.stringify(payload).slice(0, 120) },
        endpoint,
        withToken ? token : undefined,
        { payload },
      );
    }),
    { numRuns: 8, seed: 20_261_121 },
  );
}

describe('bad input to every call', () => {
  it.each([
    ['the demo trader’s calls', traderCalls, () => traderToken],
    ['the real trader’s calls', traderCalls, () => realTraderToken],
    ['the operator’s calls', operatorCalls, () => operatorToken],
  ] as const)(
    '%s answer a translated refusal, never an internal error',
    async (_, calls, token) => {
      for (const [name, endpoint] of calls) await sweep(name, endpoint, token());
    },
  );

  it.each([
    ['the trader’s calls', traderCalls, () => traderToken],
    ['the operator’s calls', operatorCalls, () => operatorToken],
  ] as const)('%s refuse broken bodies cleanly', async (_, calls, token) => {
    const bodies = [
      { description: 'truncated JSON', raw: '{"a": ', contentType: 'application/json' },
      { description: 'a JSON array', raw: '[1,2,3]', contentType: 'application/json' },
      { description: 'a JSON string', raw: '"text"', contentType: 'application/json' },
      { description: 'binary as JSON', raw: '\u0000\u00ff\u0001', contentType: 'application/json' },
      {
        description: 'a broken form',
        raw: '%%%=&&=%zz',
        contentType: 'application/x-www-form-urlencoded',
      },
      { description: 'an unknown type', raw: 'hello', contentType: 'text/x-unknown' },
      {
        description: 'multipart without a boundary',
        raw: 'hello',
        contentType: 'multipart/form-data',
      },
    ];
    for (const [name, endpoint] of calls) {
      if (endpoint.method !== 'POST') continue;
      for (const body of bodies) {
        await send({ name, description: body.description }, endpoint, token(), {
          payload: {},
          ...body,
        });
      }
    }
  });
});
