/** The server answered with a code other than 1; `msg` is already translated. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The request never produced an envelope: network failure, an HTTP error or an unreadable body. */
export class TransportError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(code);
    this.name = 'TransportError';
    this.code = code;
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';
