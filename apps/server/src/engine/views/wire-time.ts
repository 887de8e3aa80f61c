/** The last second written and its text: answers made in the same second share it. */
let lastSecond = Number.NaN;
let lastText = '';

/** Dates on the wire: `YYYY-MM-DD HH:mm:ss` in UTC. */
export function wireTime(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastSecond) {
    lastText = at.toISOString().slice(0, 19).replace('T', ' ');
    lastSecond = second;
  }
  return lastText;
}
