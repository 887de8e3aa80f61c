/**
 * A real trader's display name on the ranking: the only thing the board says about who they
 * are, so it may not carry an e-mail address or a phone number, even disguised. The server
 * refuses a name that breaks these rules; the app checks them as the trader types.
 */
export const nicknameLengthMin = 2;
export const nicknameLengthMax = 20;

export type NicknameProblem = 'required' | 'length' | 'characters' | 'contact';

/**
 * The form a name is kept and compared in: NFKC (full-width letters and digits become plain
 * ones, so a disguised number is still seen as one), runs of spaces made one, trimmed.
 */
export const normalNickname = (text: string): string =>
  text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** Letters and digits of any script, the marks that combine with them, spaces and `. _ -`. */
const allowedCharacters = /^[\p{L}\p{M}\p{N} ._-]+$/u;
/** Digits written as Chinese numerals, which spell a phone number as well as 0–9 do. */
const chineseDigits = /[〇零一二三四五六七八九壹貳贰叁參肆伍陸陆柒捌玖]/gu;
/** A phone number has at least 7 digits; a name may hold a few (a year, a lucky number). */
const digitsMax = 6;
/** A web or mail domain, even with spaces around the dot. */
const domainLike =
  /[\p{L}\p{N}] ?\. ?(com|net|org|edu|gov|io|co|me|hk|cn|tw|mo|uk|info|biz|xyz)\b/iu;
const mailWords = /(gmail|yahoo|hotmail|outlook|icloud|protonmail)/iu;
/** An address spelled out: "name at host dot com". */
const spelledAddress = /\bat\b.*\bdot\b/iu;

const digitCount = (text: string): number =>
  (text.match(/\p{Nd}/gu)?.length ?? 0) + (text.match(chineseDigits)?.length ?? 0);

/** What is wrong with a display name, if anything (the name as the trader typed it). */
export function nicknameProblem(text: string): NicknameProblem | undefined {
  const name = normalNickname(text);
  if (name === '') return 'required';
  const length = [...name].length;
  if (length < nicknameLengthMin || length > nicknameLengthMax) return 'length';
  if (!allowedCharacters.test(name)) return 'characters';
  if (
    digitCount(name) > digitsMax ||
    domainLike.test(name) ||
    mailWords.test(name) ||
    spelledAddress.test(name)
  ) {
    return 'contact';
  }
  return undefined;
}
