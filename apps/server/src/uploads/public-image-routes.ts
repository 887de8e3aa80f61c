import { publicImagePath } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import { requestLanguage } from '../http/route.ts';
import { isPublicFile } from './file-store.ts';
import { imageMimes } from './image-format.ts';
import { readUpload } from './read-upload.ts';
import { reencodeImage } from './reencode-image.ts';
import type { Uploads } from './uploads.ts';

export type PublicImageDeps = AdminRouteDeps & { uploads: Uploads };

/** A year: the id names these bytes for ever, so a browser or a CDN may keep them. */
const publicImageMaxAgeSeconds = 31_536_000;

/**
 * The broker's published images: an operator uploads one (re-encoded like any upload, within
 * the same turns of image work, under the operator's own key), and anyone may fetch it at its
 * link. A trader's private image is never served here, whatever id is asked for.
 */
export function registerPublicImageRoutes(app: FastifyInstance, deps: PublicImageDeps): void {
  const { store, limiter, publicLink } = deps.uploads;

  adminRoute(app, deps, 'adminImageUpload', async ({ operator, request }) => {
    const received = await readUpload(request);
    const release = await limiter.acquire(`operator:${operator.id}`);
    try {
      const image = await reencodeImage(received);
      const at = deps.now();
      const id = await store.save({
        owner: { kind: 'operator', operatorId: operator.id },
        mime: imageMimes[image.format],
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        createdAt: at,
      });
      const after = { id, width: image.width, height: image.height, bytes: image.bytes.length };
      await audit(deps.db, {
        operatorId: operator.id,
        action: 'image.publish',
        target: `image:${id}`,
        before: null,
        after,
        at,
      });
      return { url: publicLink(id) };
    } finally {
      release();
    }
  });

  app.get<{ Params: { id: string } }>(`${publicImagePath}/:id`, async (request, reply) => {
    const file = await store.read(request.params.id);
    if (!file || !isPublicFile(file)) {
      const { code, key } = ErrorCatalogue.notFound;
      const msg = translateServerMessage(requestLanguage(request), key);
      return reply.status(404).send({ code, msg, data: null });
    }
    return reply
      .header('content-type', file.mime)
      .header('cache-control', `public, max-age=${publicImageMaxAgeSeconds}, immutable`)
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
}
