import { ErrorCatalogue, type ErrorName } from './errors.ts';

/**
 * A refusal by a stable error of the catalogue: its name, code and message key, and the figures
 * its message names. The server's layers each have their own kind of it (the HTTP layer's
 * `ApiError`, the engine's `EngineRefusal`), all answered alike.
 */
export class CatalogueError extends Error {
  readonly code: number;
  /** The catalogue's message key, translated where the refusal is answered. */
  readonly key: string;

  constructor(
    readonly errorName: ErrorName,
    readonly values: Record<string, string | number> = {},
  ) {
    super(errorName);
    this.code = ErrorCatalogue[errorName].code;
    this.key = ErrorCatalogue[errorName].key;
  }
}
