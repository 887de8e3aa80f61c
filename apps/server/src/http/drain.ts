import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './route.ts';

/**
 * A process that is stopping takes no new request: from `start()` on, every request (a socket's
 * upgrade and `/health` included, so a load balancer sees it leave) is answered 503 in the
 * envelope with `serverRestarting` and `Connection: close`, before any other hook reads it.
 * Requests already under way finish; the server then closes.
 */
export class HttpDrain {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  start(): void {
    this.draining = true;
  }

  /** The first hook of the app, so a refused request costs no rate-limit count or body read. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      if (!this.draining) {
        done();
        return;
      }
      const { code, key } = ErrorCatalogue.serverRestarting;
      void reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ code, msg: translateServerMessage(requestLanguage(request), key), data: null });
    });
  }
}
