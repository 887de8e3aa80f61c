import { adminEndpoints } from '@tp/contract/admin-endpoints';
import { adminHeaders, envelopeData, fetchEnvelope } from './admin-api.ts';

/**
 * Publishes an image the operator chose (a provider's logo, a news cover) through
 * `adminImageUpload`, as multipart with the one field `file`; answers the link that does not
 * expire. A refusal (not an image, too large, busy) is thrown as an `AdminApiError`.
 */
export async function uploadAdminImage(file: Blob, fileName = 'image'): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName);
  const { method, path } = adminEndpoints.adminImageUpload;
  // The browser writes the multipart content type with its boundary itself.
  const envelope = await fetchEnvelope(path, { method, headers: adminHeaders(), body: form });
  return (envelopeData(envelope) as { url: string }).url;
}
