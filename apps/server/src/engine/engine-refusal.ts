import { CatalogueError } from '@tp/contract/catalogue-error';

/**
 * The engine declining a command by a rule (no margin, market closed, order not open): a stable
 * error of the catalogue and the figures its message names. It says nothing of how the refusal
 * travels; the HTTP layer's error handler answers it in the envelope like any refusal
 * (`http/app.ts`), the engine's host sends it to a remote caller by name.
 */
export class EngineRefusal extends CatalogueError {
  override readonly name = 'EngineRefusal';
}
