import { ErrorCatalogue, type ErrorName } from '@tp/contract/errors';

/** A failure the client is told about: a stable code and a translated message. */
export class ApiError extends Error {
  readonly code: number;
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
