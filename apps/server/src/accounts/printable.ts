/** Text a client sends as an identifier: no control characters (which the database refuses). */
export const isPrintable = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
