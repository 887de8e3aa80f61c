/** The cookie that keeps the trader's provider choice (spec §9: three years). */
export const companyCookieName = 'company_id';
export const companyCookieMaxAgeSeconds = 3 * 365 * 24 * 60 * 60;

/** The Set-Cookie text of a choice, for the whole site; only sent over HTTPS when the page is. */
export function companyCookie(companyId: number, secure = false): string {
  const base = `${companyCookieName}=${companyId}; Max-Age=${companyCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
  return secure ? `${base}; Secure` : base;
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

const pageIsSecure = () => window.location.protocol === 'https:';

export function saveCompanyChoice(
  companyId: number,
  target: Pick<Document, 'cookie'> = document,
  secure = pageIsSecure(),
) {
  target.cookie = companyCookie(companyId, secure);
}

/**
 * Writes the choice again with a fresh lifetime. Browsers cap a cookie's life (Chromium at 400
 * days) whatever Max-Age asks, so the three years of the spec hold only if every visit renews it.
 */
export function renewCompanyChoice(
  target: Pick<Document, 'cookie'> = document,
  secure = pageIsSecure(),
) {
  const chosen = readCompanyChoice(target.cookie);
  if (chosen !== null) saveCompanyChoice(chosen, target, secure);
}

/** Forgets the choice (the browser drops a cookie whose age is 0). */
export function forgetCompanyChoice(target: Pick<Document, 'cookie'> = document) {
  target.cookie = `${companyCookieName}=; Max-Age=0; Path=/`;
}
