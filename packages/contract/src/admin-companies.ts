import { z } from 'zod';
import { optionalIntParam, optionalStringParam } from './params.ts';

/**
 * The provider directory of main mode (spec §1, §3 Company) as the back office runs it. Field
 * names are the back office's own (camelCase); the trader's `getCompany` answers the spec's.
 */

/** Longest text of each field; a name fits the trader's search box (64), so it can be typed whole. */
export const companyFieldCharsMax = {
  name: 64,
  logo: 500,
  url: 500,
  subject: 200,
  registeredAddress: 300,
  location: 100,
  email: 254,
} as const;

/** Bounds of a provider's place in the list (an `integer` column holds far more). */
export const companySortMin = -1_000_000;
export const companySortMax = 1_000_000;

/** Providers the directory may hold: the trader's search scans them all. */
export const companiesMax = 500;

/** Providers per page of the back office's list. */
export const companyPageSize = 50;

/** No control characters: every field is one line of text. */
const oneLine = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
const absentToEmpty = (value: unknown) => (value === null || value === undefined ? '' : value);

/** A field that may be left empty: trimmed, one line, at most `max` characters. */
const optionalText = (max: number) =>
  z.preprocess(absentToEmpty, z.string().trim().max(max).refine(oneLine));

const httpAddress = z.url({ protocol: /^https?$/ });
const emailAddress = z.email();

/** A website traders may open: http or https only, so no other scheme reaches a link. */
export const isCompanyUrl = (text: string): boolean => httpAddress.safeParse(text).success;
export const isCompanyEmail = (text: string): boolean => emailAddress.safeParse(text).success;

export const companyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The link of a published image (`adminImageUpload`); '' without a logo. */
  logo: z.string(),
  url: z.string(),
  /** The legal entity. */
  subject: z.string(),
  registeredAddress: z.string(),
  location: z.string(),
  email: z.string(),
  /** Only enabled providers are answered to traders. */
  enabled: z.boolean(),
  /** Lower first, then by id. */
  sort: z.number().int(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** A provider as saved: without `id` a new one (enabled unless told), with it an edit of every field. */
export const companyInput = z.object({
  id: optionalIntParam(),
  name: z.preprocess(
    absentToEmpty,
    z.string().trim().min(1).max(companyFieldCharsMax.name).refine(oneLine),
  ),
  /** A link `adminImageUpload` answered (or the record's own); '' for none. */
  logo: optionalText(companyFieldCharsMax.logo),
  url: optionalText(companyFieldCharsMax.url).refine((text) => text === '' || isCompanyUrl(text)),
  subject: optionalText(companyFieldCharsMax.subject),
  registeredAddress: optionalText(companyFieldCharsMax.registeredAddress),
  location: optionalText(companyFieldCharsMax.location),
  email: optionalText(companyFieldCharsMax.email).refine(
    (text) => text === '' || isCompanyEmail(text),
  ),
  enabled: z.boolean().optional(),
  sort: optionalIntParam().refine(
    (sort) => sort === undefined || (sort >= companySortMin && sort <= companySortMax),
  ),
});
export type CompanyInput = z.input<typeof companyInput>;

/** `state` of the list: only the enabled or only the disabled providers; absent for both. */
export const companyStates = ['enabled', 'disabled'] as const;

export const companyListParams = z.object({
  /** Part of the name, in any case. */
  name: optionalStringParam(companyFieldCharsMax.name),
  state: z.enum(companyStates).optional(),
  page: optionalIntParam(),
});

export const companyPage = z.object({ items: z.array(companyRecord), total: z.number().int() });
export type CompanyPage = z.infer<typeof companyPage>;
