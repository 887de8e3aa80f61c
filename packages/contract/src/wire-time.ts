/** Times on the wire are `YYYY-MM-DD HH:mm:ss` in UTC (the spec's `…TimeHandler` fields). */
const wireTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A moment as the wire writes it, to the second (milliseconds dropped). */
export const formatWireTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

/** The moment a wire time names; undefined for any other text or a date the calendar lacks. */
export function parseWireTime(text: string): Date | undefined {
  if (!wireTimePattern.test(text)) return undefined;
  const at = new Date(`${text.replace(' ', 'T')}Z`);
  // Date rolls 2026-02-30 over into March: a time that does not read back was not a real one.
  if (Number.isNaN(at.getTime()) || formatWireTime(at) !== text) return undefined;
  return at;
}
