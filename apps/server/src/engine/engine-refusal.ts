import { ErrorCatalogue, type ErrorName } from '@tp/contract/errors';

/**
 * The engine declining a command by a rule (no margin, market closed, order not open): a stable
 * error of the catalogue and the figures its message names. It says nothing of how the refusal
 * travels; the HTTP layer's error handler answers it in the envelope like any refusal (`http/app.ts`),
 * the engine's host sends it to a remote caller by name.
 */
export class EngineRefusal extends Error {
  readonly code: number;
  /** The catalogue's message key, translated where the refusal is answered. */
  readonly key: string;

  constructor(
    readonly errorName: ErrorName,
    readonly values: Record<string, string | number> = {},
  ) {
    super(errorName);
    this.name = 'EngineRefusal';
    this.code = ErrorCatalogue[errorName].code;
    this.key = ErrorCatalogue[errorName].key;
  }
}
