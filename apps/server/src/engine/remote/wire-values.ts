import { Decimal } from '@tp/domain/decimal';

/**
 * Values as they cross between processes in JSON: decimals and dates, which JSON would turn
 * into text and lose, travel tagged and come back as themselves; `undefined` in a list (an
 * argument left out) stays `undefined` rather than becoming null.
 */
export function toWire(value: unknown): unknown {
  if (value instanceof Decimal) return { $decimal: value.toString() };
  if (value instanceof Date) return { $date: value.getTime() };
  if (Array.isArray(value))
    return value.map((item) => (item === undefined ? { $undefined: 1 } : toWire(item)));
  if (value !== null && typeof value === 'object') {
    // fromEntries defines each key as an own field: "__proto__" stays data, as JSON reads it.
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) =>
        field === undefined ? [] : [[key, toWire(field)]],
      ),
    );
  }
  return value;
}

export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  if (typeof tagged.$decimal === 'string') return new Decimal(tagged.$decimal);
  if (typeof tagged.$date === 'number') return new Date(tagged.$date);
  if (tagged.$undefined === 1) return undefined;
  return Object.fromEntries(Object.entries(tagged).map(([key, field]) => [key, fromWire(field)]));
}
