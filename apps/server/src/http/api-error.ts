import { CatalogueError } from '@tp/contract/catalogue-error';

/** A failure the client is told about: a stable code and a translated message. */
export class ApiError extends CatalogueError {}
