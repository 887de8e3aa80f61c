import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { uploadBytesMax } from './reencode-image.ts';

/** The field the spec's client sends its one file in. */
export const uploadField = 'file';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;

function uploadRefusal(error: unknown): ApiError {
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError('uploadTooLarge', { max: uploadBytesMax / 1024 / 1024 });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('uploadMissing');
  return new ApiError('malformedRequest');
}

/** The bytes of the one file of a multipart request, refused beyond the size limit. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('uploadMissing');
  try {
    const part = await request.file({
      limits: { fileSize: uploadBytesMax, files: 1, fields: 8, parts: 9 },
    });
    if (!part || part.fieldname !== uploadField) throw new ApiError('uploadMissing');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new ApiError('uploadMissing');
    return bytes;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadRefusal(error);
  }
}
