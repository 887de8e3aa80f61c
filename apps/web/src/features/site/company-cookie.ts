/** The cookie that keeps the trader's provider choice (spec §9: three years). */
export const companyCookieName = 'company_id';
export const companyCookieMaxAgeSeconds = 3 * 365 * 24 * 60 * 60;

/** The Set-Cookie text of a choice, for the whole site. */
export function companyCookie(companyId: number): string {
  return `${companyCookieName}=${companyId}; Max-Age=${companyCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The chosen provider's id from a `document.cookie` text; null when none was chosen. */
export function readCompanyChoice(cookies: string): number | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== companyCookieName || value === undefined) continue;
    const id = Number(value);
    return Number.isInteger(id) && id > 0 ? id : null;
  }
  return null;
}

export function saveCompanyChoice(companyId: number, target: Pick<Document, 'cookie'> = document) {
  target.cookie = companyCookie(companyId);
}

/** Forgets the choice (the browser drops a cookie whose age is 0). */
export function forgetCompanyChoice(target: Pick<Document, 'cookie'> = document) {
  target.cookie = `${companyCookieName}=; Max-Age=0; Path=/`;
}
