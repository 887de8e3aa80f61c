import { Topic } from '@tp/contract/realtime';
import { type Bus, userChannel } from '../realtime/bus.ts';
import type { NoticeDraft } from './notice-draft.ts';
import { noticeView } from './notice-store.ts';

/**
 * Pushes stored notifications to their traders' sockets (NOTICE on `user.{id}`), one message
 * per trader with all of theirs; only drafts that were written (that have an id) go out.
 */
export function publishNotices(bus: Bus, drafts: readonly NoticeDraft[]): void {
  const byUser = new Map<number, NoticeDraft[]>();
  for (const draft of drafts) {
    if (draft.id === undefined) continue;
    const list = byUser.get(draft.userId);
    if (list) list.push(draft);
    else byUser.set(draft.userId, [draft]);
  }
  for (const [userId, list] of byUser) {
    bus.publish(userChannel(userId), {
      type: Topic.notice,
      data: { items: list.map(noticeView) },
    });
  }
}
