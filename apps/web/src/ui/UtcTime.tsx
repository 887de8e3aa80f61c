import type { Language } from '@tp/contract/languages';
import { parseWireTime } from '@tp/contract/wire-time';
import { formatUtcTime } from './format.ts';

/**
 * A wire time (`YYYY-MM-DD HH:mm:ss`, UTC) as the trader reads it: in local time, written as the
 * language writes it (`formatUtcTime`). Its figures are isolated from the text around them, but
 * it keeps the page's direction: Arabic writes the date right to left around marks of its own,
 * and forced left to right those marks would scatter the day and the month.
 */
export function UtcTime({
  text,
  lang,
  className,
  testId,
}: {
  text: string;
  lang: Language;
  className?: string;
  testId?: string;
}) {
  return (
    <time
      className={className ? `time ${className}` : 'time'}
      // The instant only for a real wire time: the attribute of any other text would be invalid.
      dateTime={parseWireTime(text) ? `${text.replace(' ', 'T')}Z` : undefined}
      data-testid={testId}
    >
      {formatUtcTime(text, lang)}
    </time>
  );
}
