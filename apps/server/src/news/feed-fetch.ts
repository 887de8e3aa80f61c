import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FeedProblem } from '@tp/contract/admin-news';
import { isPrivateAddress } from './private-address.ts';

export type FeedFetchLimits = {
  /** Largest body read; a larger one is abandoned. */
  bytesMax: number;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  redirectsMax: number;
  /** Tests only: lets a feed on this machine be read. */
  allowPrivateAddresses: boolean;
};

export const feedFetchLimits = {
  bytesMax: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  redirectsMax: 3,
} as const;

/** A feed that could not be read, and why, in the words the operator is shown. */
export class FeedFetchError extends Error {
  constructor(readonly problem: FeedProblem) {
    super(problem);
  }
}

/** Resolves a name as usual but refuses it when any of its addresses is private. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new FeedFetchError('privateAddress'), '', 4);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

type Hop = { status: number; location?: string; body?: Buffer };

function getOnce(url: URL, limits: FeedFetchLimits, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        // The address is checked as the socket connects, so a name cannot resolve one way for a
        // check and another for the connection.
        ...(limits.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
        headers: {
          accept:
            'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
          'accept-encoding': 'identity',
          'user-agent': 'news-import/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ status });
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.bytesMax) {
          response.destroy();
          return reject(new FeedFetchError('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.bytesMax) {
            response.destroy();
            reject(new FeedFetchError('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function checkedUrl(text: string, base: URL | undefined, limits: FeedFetchLimits): URL {
  if (!URL.canParse(text, base?.href)) throw new FeedFetchError('unreachable');
  const url = new URL(text, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError('unreachable');
  // A name is checked when it is resolved (publicOnlyLookup); an address is never resolved.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivateAddresses && isIP(host) !== 0 && isPrivateAddress(host)) {
    throw new FeedFetchError('privateAddress');
  }
  return url;
}

/**
 * Reads a feed over HTTP(S) within bounds: http and https only, a few redirects, a size and a
 * time limit for the whole of it, and never a private or loopback address unless allowed.
 * Answers the body as text; throws a FeedFetchError saying what went wrong.
 */
export async function fetchFeed(address: string, limits: FeedFetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = checkedUrl(address, undefined, limits);
  try {
    for (let hop = 0; hop <= limits.redirectsMax; hop += 1) {
      const answer = await getOnce(url, limits, signal);
      if (answer.body) return new TextDecoder('utf-8').decode(answer.body);
      if (!answer.location) throw new FeedFetchError('httpStatus');
      url = checkedUrl(answer.location, url, limits);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) throw new FeedFetchError('timeout');
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof FeedFetchError) throw cause;
    throw new FeedFetchError('unreachable');
  }
  throw new FeedFetchError('tooManyRedirects');
}
