/** Characters of an ID number left visible to its owner: the last four. */
const visibleCharsMax = 4;

/** The ID number with every character but the last four hidden; a short one is hidden whole. */
export function maskCardId(cardId: string): string {
  const chars = [...cardId];
  const visible = chars.length > visibleCharsMax ? visibleCharsMax : 0;
  return '*'.repeat(chars.length - visible) + chars.slice(chars.length - visible).join('');
}
