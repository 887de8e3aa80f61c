import { adminEndpoints } from '@tp/contract/admin-endpoints';
import { ResultCode } from '@tp/contract/errors';
import { currentLanguage } from '../i18n/language-store.ts';
import { currentSession, setSession } from '../session/session-store.ts';
import { AdminApiError, fetchEnvelope } from './admin-api.ts';

/**
 * Publishes an image for the broker's pages (a news cover, an image in an article, a provider's
 * logo): one file in the multipart field `file`, answered with a link that does not expire.
 */
export async function uploadAdminImage(file: Blob): Promise<string> {
  const endpoint = adminEndpoints.adminImageUpload;
  // No content-type header: the browser writes it with the multipart boundary.
  const headers: Record<string, string> = { lang: currentLanguage() };
  const token = currentSession()?.token;
  if (token) headers.authorization = token;
  const body = new FormData();
  body.append('file', file);
  const envelope = await fetchEnvelope(endpoint.path, { method: endpoint.method, headers, body });
  if (envelope.code === ResultCode.ok) return (envelope.data as { url: string }).url;
  if (envelope.code === ResultCode.notLoggedIn) setSession(null);
  throw new AdminApiError(envelope.code, envelope.msg);
}
