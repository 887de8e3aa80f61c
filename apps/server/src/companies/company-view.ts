import type { CompanyRecord } from '@tp/contract/admin-companies';
import type { Company } from '@tp/contract/entities';

/** A `companies` row as the directory reads it. */
export type CompanyRow = {
  id: number;
  name: string;
  logo_file_id: string | null;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
  sort: number;
  enabled: boolean;
};

export const companyColumns = [
  'id',
  'name',
  'logo_file_id',
  'url',
  'subject',
  'registered_address',
  'location',
  'email',
  'sort',
  'enabled',
] as const;

/** The link of a published image from its file id. */
export type PublicLink = (fileId: string) => string;

const logoLink = (row: CompanyRow, publicLink: PublicLink): string =>
  row.logo_file_id === null ? '' : publicLink(row.logo_file_id);

/** A provider as the back office edits it. */
export function companyRecordView(row: CompanyRow, publicLink: PublicLink): CompanyRecord {
  return {
    id: row.id,
    name: row.name,
    logo: logoLink(row, publicLink),
    url: row.url,
    subject: row.subject,
    registeredAddress: row.registered_address,
    location: row.location,
    email: row.email,
    enabled: row.enabled,
    sort: row.sort,
  };
}

/** A provider as a trader sees it (spec §3 Company). */
export function companyView(row: CompanyRow, publicLink: PublicLink): Company {
  return {
    id: row.id,
    name: row.name,
    logo: logoLink(row, publicLink),
    url: row.url,
    subject: row.subject,
    registered_address: row.registered_address,
    location: row.location,
    email: row.email,
  };
}
