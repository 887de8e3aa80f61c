import { fileLinkPath } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { type RouteDeps, requestLanguage, route } from '../http/route.ts';
import { requireRealUser } from '../identity/real-user.ts';
import { imageMimes } from './image-format.ts';
import { readUpload } from './read-upload.ts';
import { reencodeImage } from './reencode-image.ts';
import type { Uploads } from './uploads.ts';

export type UploadDeps = RouteDeps & { uploads: Uploads };

/**
 * image_upload, and the one way back to a stored image: a signed link. There is no listing;
 * a link without a valid, unexpired signature answers 404 whether the file exists or not.
 * An upload is read (8 MiB at most), waits for a turn (per trader and in all), is charged to
 * the trader's day, then re-encoded and stored.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): void {
  const { store, signer, limiter, quota } = deps.uploads;

  route(app, deps, 'imageUpload', async ({ user, request, setMessage }) => {
    requireRealUser(user);
    // A trader at the day's limit is refused before the file is read.
    await quota.check(user.id, deps.now());
    const received = await readUpload(request);
    const release = await limiter.acquire(user.id);
    try {
      // Charged once it has a turn, so "try again" costs nothing; counted whatever it holds.
      await quota.charge(user.id, received.length, deps.now());
      const image = await reencodeImage(received);
      const now = deps.now();
      const id = await store.save({
        owner: { kind: 'trader', userId: user.id },
        mime: imageMimes[image.format],
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        createdAt: now,
      });
      setMessage('public.uploaded');
      return { url: signer.link(id, now) };
    } finally {
      release();
    }
  });

  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    `${fileLinkPath}/:id`,
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      const now = deps.now();
      const file = signer.verify(id, text(expires), text(signature), now)
        ? await store.read(id)
        : undefined;
      if (!file) {
        const lang = requestLanguage(request);
        return reply.status(404).send({
          code: ErrorCatalogue.notFound.code,
          msg: translateServerMessage(lang, ErrorCatalogue.notFound.key),
          data: null,
        });
      }
      return (
        reply
          .header('content-type', file.mime)
          // Identity papers and payment proofs: never kept in a cache, shared or on disk.
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('content-disposition', 'inline')
          .send(file.bytes)
      );
    },
  );
}

/** A query value given once; a repeated one is refused. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
