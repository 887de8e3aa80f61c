import { ErrorCatalogue } from '@tp/contract/errors';
import { ApiError } from '../../api/api-error.ts';

/** Answers after which the login shows a picture code: asked for, or answered wrong. */
const captchaCodes: readonly number[] = [
  ErrorCatalogue.captchaRequired.code,
  ErrorCatalogue.wrongCaptcha.code,
];

/** True when the server refused a sign-in until a picture code is answered. */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && captchaCodes.includes(error.code);

/** The first ask needs no toast: the page shows the picture with its own explanation. */
export const isCaptchaRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ErrorCatalogue.captchaRequired.code;
