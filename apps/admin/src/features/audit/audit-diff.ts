/** One line of an audit entry's before/after comparison. */
export type DiffRow = {
  /** The top-level key; '' when the state is a single value. */
  key: string;
  before: string;
  after: string;
  change: 'added' | 'removed' | 'changed' | 'same';
};

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so that equal states compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlain(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/** How a value reads in the table: text as it is, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return canonical(value);
}

function change(before: unknown, after: unknown): DiffRow['change'] {
  if (before === undefined || before === null) return after === undefined ? 'same' : 'added';
  if (after === undefined || after === null) return 'removed';
  return canonical(before) === canonical(after) ? 'same' : 'changed';
}

/**
 * The before and after of an audit entry key by key: the keys of `before` in their order, then
 * the keys only `after` has. A creation (before null) lists every key as added; a state that is
 * not an object is one row.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const objects = (isPlain(before) || before == null) && (isPlain(after) || after == null);
  if (!objects || (before == null && after == null)) {
    return [
      {
        key: '',
        before: shownValue(before),
        after: shownValue(after),
        change: change(before, after),
      },
    ];
  }
  const from: Plain = isPlain(before) ? before : {};
  const to: Plain = isPlain(after) ? after : {};
  const keys = [...Object.keys(from), ...Object.keys(to).filter((key) => !(key in from))];
  return keys.map((key) => {
    const was = before == null ? undefined : from[key];
    const is = after == null ? undefined : to[key];
    return {
      key,
      before: shownValue(was),
      after: shownValue(is),
      change: before == null ? 'added' : after == null ? 'removed' : change(was, is),
    };
  });
}

/** The keys an entry changed, for the list's summary column. */
export function changedKeys(before: unknown, after: unknown): string[] {
  return auditDiff(before, after)
    .filter((row) => row.change !== 'same' && row.key !== '')
    .map((row) => row.key);
}
