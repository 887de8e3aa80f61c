import { klineTopicPrefix, Topic } from '@tp/contract/realtime';

/** Market topics are the same for everyone; user topics carry the logged-in user's account. */
export type TopicKind = 'market' | 'user';

export function classifyTopic(
  topic: string,
  isInstrumentCode: (code: string) => boolean,
): TopicKind | undefined {
  if (topic === Topic.dayMarket) return 'market';
  if (topic === Topic.forexTrade || topic === Topic.forexClosed || topic === Topic.notice) {
    return 'user';
  }
  if (
    topic.startsWith(klineTopicPrefix) &&
    isInstrumentCode(topic.slice(klineTopicPrefix.length))
  ) {
    return 'market';
  }
  return undefined;
}
