import { describe, expect, it } from 'vitest';
import { type SessionHolder, SocketSessions } from './socket-sessions.ts';

/** A socket that records being told its session ended, and leaves the index as a client does. */
function holder(sessions: SocketSessions, tokenHash: string, expiresAt: Date) {
  const socket: SessionHolder & { ended: number } = {
    ended: 0,
    sessionEnded() {
      socket.ended += 1;
      sessions.remove(tokenHash, socket);
    },
  };
  sessions.add(tokenHash, socket, expiresAt);
  return socket;
}

const later = new Date('2026-12-01T00:00:00Z');

describe('socket sessions', () => {
  it('ends exactly the sockets of the ended sessions, once each', () => {
    const sessions = new SocketSessions();
    const a1 = holder(sessions, 'a', later);
    const a2 = holder(sessions, 'a', later);
    const b = holder(sessions, 'b', later);
    sessions.end(['a', 'c']);
    sessions.end(['a']);
    expect([a1.ended, a2.ended, b.ended]).toEqual([1, 1, 0]);
    expect(sessions.size).toBe(1);
    expect(sessions.wasEnded('a')).toBe(true);
    expect(sessions.wasEnded('b')).toBe(false);
  });

  it('ends the sockets whose session expired by the time given', () => {
    const sessions = new SocketSessions();
    const soon = holder(sessions, 'a', new Date('2026-11-18T12:00:05Z'));
    const kept = holder(sessions, 'a', later);
    const other = holder(sessions, 'b', new Date('2026-11-18T12:00:10Z'));
    sessions.expire(new Date('2026-11-18T12:00:04Z'));
    expect([soon.ended, kept.ended, other.ended]).toEqual([0, 0, 0]);
    sessions.expire(new Date('2026-11-18T12:00:05Z'));
    expect([soon.ended, kept.ended, other.ended]).toEqual([1, 0, 0]);
    sessions.expire(new Date('2026-11-18T12:01:00Z'));
    expect([soon.ended, kept.ended, other.ended]).toEqual([1, 0, 1]);
    expect(sessions.size).toBe(1);
  });

  it('forgets a socket that logged out by itself', () => {
    const sessions = new SocketSessions();
    const socket = holder(sessions, 'a', later);
    sessions.remove('a', socket);
    sessions.end(['a']);
    expect(socket.ended).toBe(0);
    expect(sessions.size).toBe(0);
  });
});
