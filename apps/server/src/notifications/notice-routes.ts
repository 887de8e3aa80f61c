import type { FastifyInstance } from 'fastify';
import { type RouteDeps, route } from '../http/route.ts';
import { listNotices, markNoticesRead, unreadNotices } from './notice-store.ts';

/** The trader's notifications: the list, the unread count, marking read. Only their own. */
export function registerNoticeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, deps, 'noticeList', async ({ params, user }) => listNotices(db, user.id, params.page));

  route(app, deps, 'noticeUnread', async ({ user }) => ({
    count: await unreadNotices(db, user.id),
  }));

  route(app, deps, 'noticeRead', async ({ params, user }) => {
    await markNoticesRead(db, user.id, params, deps.now());
    return { count: await unreadNotices(db, user.id) };
  });
}
