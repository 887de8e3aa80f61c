import { ApiError } from '../http/api-error.ts';

/** Text a form sends: no control characters, which the database refuses and screens garble. */
export function printableText(value: string, field: string): string {
  const printable = [...value].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  if (!printable) throw new ApiError('invalidField', { field });
  return value;
}
