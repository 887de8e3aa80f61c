/** Dates on the trader's wire: `YYYY-MM-DD HH:mm:ss` in UTC. */
export const wireTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');
