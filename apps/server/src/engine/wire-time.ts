/** Dates on the wire: `YYYY-MM-DD HH:mm:ss` in UTC. */
export function wireTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
