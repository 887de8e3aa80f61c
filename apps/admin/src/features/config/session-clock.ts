/** Minutes in a day: a session may close at 24:00. */
export const dayMinutes = 1440;

const clockPattern = /^(\d{1,2}):(\d{2})$/;

/** Minutes after 00:00 UTC as `HH:mm`; the end of the day is `24:00`. */
export function minutesToClock(minutes: number): string {
  const whole = Math.min(Math.max(Math.round(minutes), 0), dayMinutes);
  const hours = Math.floor(whole / 60);
  return `${String(hours).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** `HH:mm` (or `H:mm`) as minutes after 00:00; null for anything that is not a time of day. */
export function clockToMinutes(text: string): number | null {
  const match = clockPattern.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24) return null;
  const total = hours * 60 + minutes;
  return total > dayMinutes ? null : total;
}
