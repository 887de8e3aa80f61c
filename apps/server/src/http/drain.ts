import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './route.ts';

/**
 * A process that is stopping takes no new request: from `start()` on, every request (a socket's
 * upgrade and `/health` included, so a load balancer sees it leave) is answered 503 in the
 * envelope with `serverRestarting` and `Connection: close`, before any other hook reads it,
 * while the requests already under way are answered; `settled()` tells when they all are.
 */
export class HttpDrain {
  private draining = false;
  /** Requests admitted and not yet answered (or abandoned by their client). */
  private underWay = 0;
  private idleWaiters: (() => void)[] = [];
  /** One function for every request, so counting one allocates nothing. */
  private readonly ended = () => {
    this.underWay -= 1;
    if (this.underWay === 0 && this.idleWaiters.length > 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  get isDraining(): boolean {
    return this.draining;
  }

  start(): void {
    this.draining = true;
  }

  /** Resolves once every request admitted before `start()` is answered, or after `waitMsMax`. */
  settled(waitMsMax: number): Promise<void> {
    if (this.underWay === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMsMax);
      timer.unref();
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The first hook of the app, so a refused request costs no rate-limit count or body read. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      if (!this.draining) {
        // A socket's upgrade lives as long as the socket: the gateway closes those itself.
        if (!(request as { ws?: boolean }).ws) {
          this.underWay += 1;
          // 'close' comes once whether the answer was sent or the client went away.
          reply.raw.on('close', this.ended);
        }
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
