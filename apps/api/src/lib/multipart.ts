import { hasForbiddenCharacters, validationMessage } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from './errors.ts';

export interface MultipartFile {
  data: Buffer;
  filename?: string;
}

export interface MultipartBody {
  /** The file parts kept, in order (at most `keepFiles`). */
  files: MultipartFile[];
  /** Every file part sent, kept or not. */
  fileCount: number;
  /** The text parts, by field name. */
  fields: Record<string, string>;
}

/**
 * The one reader of the upload routes' multipart bodies: files (the first `keepFiles` buffered,
 * the rest drained and counted) and text fields. Multipart text is request text like any JSON
 * string, so a file name, field name or value with a character no text may hold is refused on
 * `field` (docs/decisions/0031-hostile-input.md). Whatever reading throws becomes the client's
 * error: too many files 422, too large 413, a malformed body (no boundary, a broken part header,
 * a body cut short) 400 `badMultipart`.
 */
export async function readMultipart(
  request: FastifyRequest,
  field: string,
  keepFiles = Number.POSITIVE_INFINITY,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const body: MultipartBody = { files: [], fileCount: 0, fields: {} };
  const refused = new Set<string>();
  try {
    for await (const part of request.parts()) {
      const name = hasForbiddenCharacters(part.fieldname) ? field : part.fieldname;
      if (name !== part.fieldname) refused.add(field);
      if (part.type === 'file') {
        body.fileCount += 1;
        if (part.filename && hasForbiddenCharacters(part.filename)) refused.add(name);
        if (body.files.length < keepFiles)
          body.files.push({ data: await part.toBuffer(), filename: part.filename || undefined });
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        if (hasForbiddenCharacters(part.value)) refused.add(name);
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(request, error, field);
  }
  if (refused.size) {
    throw validationFailed(
      Object.fromEntries([...refused].map((f) => [f, [validationMessage('invalidCharacters')]])),
    );
  }
  return body;
}

function multipartFailure(request: FastifyRequest, error: unknown, field: string): AppError {
  const errors = request.server.multipartErrors;
  if (error instanceof AppError) return error;
  if (error instanceof errors.FilesLimitError)
    return new AppError(422, 'tooManyFiles', undefined, { [field]: ['tooManyFiles'] });
  if (
    error instanceof errors.RequestFileTooLargeError ||
    error instanceof errors.PartsLimitError ||
    error instanceof errors.FieldsLimitError
  )
    return new AppError(413, 'payloadTooLarge');
  // Only parsing happens inside the loop, so anything else is the body's fault.
  request.log.info({ err: error }, 'malformed multipart body');
  return new AppError(400, 'badMultipart');
}
