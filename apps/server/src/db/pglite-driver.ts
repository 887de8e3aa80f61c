import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { CurrentSchemaIntrospector } from './current-schema-introspector.ts';
import { preparedStatementName } from './prepared-statement.ts';

/** Parameters a prepared statement takes as text; anything else goes through `query`. */
type TextParameter = string | number | bigint | null;

const isTextParameter = (value: unknown): value is TextParameter =>
  value === null || ['string', 'number', 'bigint'].includes(typeof value);

/**
 * Kysely over PGlite. PGlite has one connection, so the driver hands out that connection
 * to one holder at a time; waiting holders queue in order.
 */
class PgliteConnection implements DatabaseConnection {
  /** Names of the statements prepared so far in this database. */
  private readonly prepared = new Set<string>();

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.parameters.length === 0) {
      // exec runs several statements (migrations); the last result is the answer.
      const results = await this.pglite.exec(query.sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: toBigInt(last?.affectedRows) };
    }
    const name = preparedStatementName(query.sql);
    if (name && query.parameters.every(isTextParameter)) {
      return this.executePrepared<R>(name, query.sql, query.parameters);
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, numAffectedRows: toBigInt(result.affectedRows) };
  }

  /**
   * Runs a marked statement under its name, parsing and planning it on first use only: `query`
   * parses, analyses and plans its text on every call, which for the engine's batch statement
   * costs more than executing it. The same protocol messages as `query`, in the same exclusive
   * section, and the same sync to the file system afterwards.
   */
  private async executePrepared<R>(
    name: string,
    text: string,
    parameters: readonly TextParameter[],
  ): Promise<QueryResult<R>> {
    const { serialize } = protocol;
    const values = parameters.map((value) => (value === null ? null : String(value)));
    const options = { syncToFs: false };
    const messages = await this.pglite.runExclusive(async () => {
      const received = [];
      try {
        if (!this.prepared.has(name)) {
          await this.pglite.execProtocolStream(serialize.parse({ name, text }), options);
          this.prepared.add(name);
        }
        received.push(
          ...(await this.pglite.execProtocolStream(
            serialize.bind({ statement: name, values }),
            options,
          )),
          ...(await this.pglite.execProtocolStream(serialize.describe({ type: 'P' }), options)),
          ...(await this.pglite.execProtocolStream(serialize.execute({}), options)),
        );
      } finally {
        received.push(...(await this.pglite.execProtocolStream(serialize.sync(), options)));
      }
      await this.pglite.syncToFs();
      return received;
    });
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: toBigInt(result?.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

function toBigInt(count: number | undefined): bigint | undefined {
  return count === undefined ? undefined : BigInt(count);
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN', []));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT', []));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK', []));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new CurrentSchemaIntrospector(db);
  }
}
