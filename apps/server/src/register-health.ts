import type { FastifyInstance } from 'fastify';
import type { Platform } from './platform-types.ts';

/**
 * `GET /health`: what this process does, for a load balancer or an operator. Not rate limited:
 * a load balancer polling through one address must never see a healthy process as failing.
 */
export function registerHealth(app: FastifyInstance, roles: Platform['roles']): void {
  app.get('/health', { config: { rateLimit: false } }, async () => ({
    status: 'ok',
    roles: roles(),
  }));
}
