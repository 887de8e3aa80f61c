import {
  type CompanyInput,
  type CompanyRecord,
  isCompanyEmail,
  isCompanyUrl,
} from '@tp/contract/admin-companies';

/** The editor's values: what antd's form holds, blanks and all. */
export type CompanyFormValues = {
  name?: string;
  logo?: string;
  url?: string;
  subject?: string;
  registeredAddress?: string;
  location?: string;
  email?: string;
  sort?: number | null;
  enabled?: boolean;
};

/** A new provider starts shown to traders, first in the list, without a logo. */
export const newCompanyValues: CompanyFormValues = { logo: '', sort: 0, enabled: true };

export function companyFormValues(record: CompanyRecord): CompanyFormValues {
  const { id: _id, ...values } = record;
  return values;
}

const text = (value: string | undefined) => value?.trim() ?? '';

/** The save call's parameters: every field given (the save replaces them all), texts trimmed. */
export function companyParams(values: CompanyFormValues, id: number | undefined): CompanyInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: text(values.name),
    logo: text(values.logo),
    url: text(values.url),
    subject: text(values.subject),
    registeredAddress: text(values.registeredAddress),
    location: text(values.location),
    email: text(values.email),
    sort: values.sort ?? 0,
    enabled: values.enabled ?? true,
  };
}

/** Whether a typed website may be saved: empty, or an http(s) address. */
export const websiteAccepted = (value: string | undefined): boolean =>
  text(value) === '' || isCompanyUrl(text(value));

/** Whether a typed e-mail may be saved: empty, or an address. */
export const emailAccepted = (value: string | undefined): boolean =>
  text(value) === '' || isCompanyEmail(text(value));
