import type { Envelope } from '@tp/contract/envelope';
import { ErrorCatalogue, ResultCode } from '@tp/contract/errors';
import { currentLanguage } from '../i18n/language-store.ts';
import { translate } from '../i18n/messages.ts';
import { currentSession, requireEnrolment, setSession } from '../session/session-store.ts';
import {
  type AdminCallData,
  type AdminCallName,
  type AdminCallParams,
  adminCalls,
} from './admin-calls.ts';

/** A failed call: the server's code and its translated message, ready to show. */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show for anything a call threw. */
export function errorMessage(caught: unknown): string {
  return caught instanceof AdminApiError ? caught.message : String(caught);
}

/**
 * Calls one back-office endpoint with the headers every call carries (`lang`, `authorization`)
 * and unwraps the envelope. A 999 answer ends the session, which brings back the login screen;
 * a session that has not enrolled two-factor sign-in yet is sent to the enrolment screen.
 */
export async function callAdmin<N extends AdminCallName>(
  name: N,
  params: AdminCallParams<N>,
): Promise<AdminCallData<N>> {
  const endpoint = adminCalls[name];
  const lang = currentLanguage();
  const headers: Record<string, string> = { lang };
  const token = currentSession()?.token;
  if (token) headers.authorization = token;
  let url: string = endpoint.path;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams({ ...stringValues(params), t: String(Date.now()) });
    url = `${url}?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const envelope = await fetchEnvelope(url, { method: endpoint.method, headers, body });
  if (envelope.code === ResultCode.ok) return envelope.data as AdminCallData<N>;
  if (envelope.code === ResultCode.notLoggedIn) setSession(null);
  if (envelope.code === ErrorCatalogue.totpEnrolRequired.code) requireEnrolment();
  throw new AdminApiError(envelope.code, envelope.msg);
}

/** One request of the back office, its envelope read; a transport failure is an AdminApiError. */
export async function fetchEnvelope(url: string, init: RequestInit): Promise<Envelope<unknown>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new AdminApiError(0, translate(currentLanguage(), 'public.networkError', { code: 0 }));
  }
  try {
    return (await response.json()) as Envelope<unknown>;
  } catch {
    const code = response.status;
    throw new AdminApiError(code, translate(currentLanguage(), 'public.networkError', { code }));
  }
}

function stringValues(params: object): Record<string, string> {
  const entries = Object.entries(params).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
