import type pg from 'pg';

/** Statement texts that PostgreSQL connections parse and plan once, with their names. */
const names = new Map<string, string>();

/**
 * Marks a statement to be prepared once per connection under `name`, and answers its text, to
 * run as usual (e.g. `CompiledQuery.raw(text, parameters)`). For a statement run for every batch
 * it spares the server parsing and planning it each time: on PostgreSQL through `pg`'s named
 * statements (see usePreparedStatements), on PGlite through its driver.
 */
export function preparedStatement(name: string, text: string): string {
  names.set(text, name);
  return text;
}

/** The name a statement text was marked with, if it was. */
export function preparedStatementName(text: string): string | undefined {
  return names.get(text);
}

/**
 * Makes the client send a marked statement as a named one: `pg` parses it on the first use on
 * this connection and reuses it afterwards. Every other call goes through unchanged.
 */
export function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values)
        ? names.get(text)
        : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}
