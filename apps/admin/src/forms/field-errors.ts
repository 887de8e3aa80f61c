import { ErrorCatalogue } from '@tp/contract/errors';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/** An antd form field's errors, addressed by its name path. */
export type FieldError = { name: (string | number)[]; errors: string[] };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

type Issue = z.core.$ZodIssue;

/** One schema issue in the operator's words. */
export function issueMessage(issue: Issue, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? t('public.enterNumber') : t('public.required');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('public.required');
      if (issue.origin === 'array') return t('public.atLeastItems', { min: Number(issue.minimum) });
      return issue.inclusive === false
        ? t('public.above', { min: Number(issue.minimum) })
        : t('public.atLeast', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('public.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('public.atMostItems', { max: Number(issue.maximum) });
      return t('public.atMost', { max: Number(issue.maximum) });
    case 'invalid_value':
      return t('public.chooseOne');
    default:
      return t('public.invalidValue');
  }
}

/**
 * A failed `safeParse` as the form's field errors: each issue goes to the field its path names
 * (`sessions.2.Close` → the third session's close), several on one field are kept together.
 */
export function zodFieldErrors(issues: readonly Issue[], t: Translate): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const issue of issues) {
    const name = issue.path.filter(
      (part): part is string | number => typeof part === 'string' || typeof part === 'number',
    );
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    const message = issueMessage(issue, t);
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}

/** The field a server refusal is about, for the codes that name one. */
const fieldOfCode: ReadonlyMap<number, string> = new Map([
  [ErrorCatalogue.operatorExists.code, 'username'],
  [ErrorCatalogue.adjustmentTooLarge.code, 'amount'],
  [ErrorCatalogue.enterRemark.code, 'remark'],
  [ErrorCatalogue.wrongTotp.code, 'code'],
  [ErrorCatalogue.totpRequired.code, 'totp'],
  [ErrorCatalogue.badCredentials.code, 'password'],
  // The provider directory.
  [ErrorCatalogue.companyNameTaken.code, 'name'],
  [ErrorCatalogue.companyNameInvalid.code, 'name'],
  [ErrorCatalogue.companyLogoInvalid.code, 'logo'],
  [ErrorCatalogue.companyUrlInvalid.code, 'url'],
  [ErrorCatalogue.companyEmailInvalid.code, 'email'],
  [ErrorCatalogue.companySubjectInvalid.code, 'subject'],
  [ErrorCatalogue.companyAddressInvalid.code, 'registeredAddress'],
  [ErrorCatalogue.companyLocationInvalid.code, 'location'],
  [ErrorCatalogue.companySortInvalid.code, 'sort'],
]);

/**
 * Where a server refusal shows: under the field it names when the form has that field, else
 * (null) above the form.
 */
export function apiErrorField(code: number, formFields: readonly string[]): string | null {
  const field = fieldOfCode.get(code);
  return field !== undefined && formFields.includes(field) ? field : null;
}
