import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log-controller.ts';

/** A request and reply whose logger records the level and message of each line. */
function recorded() {
  const lines: string[] = [];
  const log = Object.fromEntries(
    ['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((level) => [
      level,
      (_fields: object, message: string) => lines.push(`${level} ${message}`),
    ]),
  );
  const request = { log } as unknown as FastifyRequest;
  const reply = { log, elapsedTime: 1 } as unknown as FastifyReply;
  return { lines, request, reply };
}

describe('RequestLogController', () => {
  it('logs each request at debug, so the default level writes nothing per request', () => {
    const { lines, request, reply } = recorded();
    const controller = new RequestLogController();
    controller.incomingRequest(request);
    controller.requestCompleted(null, request, reply);
    expect(lines).toEqual(['debug incoming request', 'debug request completed']);
  });

  it('still logs a request that ended in an error at error', () => {
    const { lines, request, reply } = recorded();
    new RequestLogController().requestCompleted(new Error('reset'), request, reply);
    expect(lines).toEqual(['error request errored']);
  });
});
