import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BucketTally, latencyBoundsSeconds } from './bucket-tally.ts';

/** The route label of a request no route matched (a 404, whatever the path asked for). */
export const unmatchedRoute = 'unmatched';

type RouteSeries = { labels: { route: string; method: string; code: number }; tally: BucketTally };

/**
 * Answers by route pattern, method and status code, with their latency. The route is the
 * pattern the router matched (`/v1/api/forex/my_deal`), never the raw URL, so a client that
 * asks for a million paths adds one series; methods and codes are the few Node and the
 * server know. Counting an answer is three map lookups and a bucket: nothing is allocated
 * once a series exists.
 */
export class HttpTallies {
  private readonly routes = new Map<string, Map<string, Map<number, RouteSeries>>>();

  observe(route: string, method: string, code: number, seconds: number): void {
    let byMethod = this.routes.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.routes.set(route, byMethod);
    }
    let byCode = byMethod.get(method);
    if (!byCode) {
      byCode = new Map();
      byMethod.set(method, byCode);
    }
    let series = byCode.get(code);
    if (!series) {
      series = { labels: { route, method, code }, tally: new BucketTally(latencyBoundsSeconds) };
      byCode.set(code, series);
    }
    series.tally.observe(seconds);
  }

  *series(): Iterable<RouteSeries> {
    for (const byMethod of this.routes.values()) {
      for (const byCode of byMethod.values()) yield* byCode.values();
    }
  }
}

/** Counts every answer the app sends, by the route that matched it. */
export function countHttpAnswers(app: FastifyInstance, tallies: HttpTallies): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    tallies.observe(
      request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
