import type { Request, Response } from 'express';
import multer from 'multer';
import { detectImage, maxImageBytes, type ImageKind } from '../infra/images.ts';
import { HttpError } from './envelope.ts';

/** The spec's messages for every picture upload (spec 3, Avatar). */
export const imageMsg = {
  fileType: 'File type not support',
  fileSize: 'Exceed max size limit',
  noFile: 'Please choose a picture to upload',
} as const;

const uploaders = new Map<string, ReturnType<ReturnType<typeof multer>['single']>>();
const uploaderFor = (field: string) => {
  let u = uploaders.get(field);
  if (!u) {
    u = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxImageBytes, files: 1, fields: 10 },
    }).single(field);
    uploaders.set(field, u);
  }
  return u;
};

/**
 * Receives one picture (multipart `field`, at most 2 MB, in memory) and tells its type by its
 * bytes; any other content is refused with 'File type not support'.
 */
export const receiveImage = (req: Request, res: Response, field: string) =>
  new Promise<{ file: Express.Multer.File; kind: ImageKind }>((resolve, reject) => {
    uploaderFor(field)(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        return reject(
          new HttpError(400, error.code === 'LIMIT_FILE_SIZE' ? imageMsg.fileSize : error.message),
        );
      if (error) return reject(error instanceof Error ? error : new Error('upload failed'));
      if (!req.file) return reject(new HttpError(400, imageMsg.noFile));
      const kind = detectImage(req.file.buffer);
      if (!kind) return reject(new HttpError(400, imageMsg.fileType));
      resolve({ file: req.file, kind });
    });
  });
