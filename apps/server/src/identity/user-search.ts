/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
