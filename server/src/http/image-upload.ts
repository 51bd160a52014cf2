import type { Request, Response } from 'express';
import multer from 'multer';
import { detectImage, hasImageExtension, maxImageBytes, type ImageKind } from '../infra/images.ts';
import { ImageRefusedError, reencodeImage } from '../infra/image-reencode.ts';
import { HttpError } from './envelope.ts';
import { pictureSides } from './upload-limits.ts';

/** The messages of every picture upload: the spec's three (spec 3, Avatar), then the refusals
 * of the decoding (`reencodeImage`). */
export const imageMsg = {
  fileType: 'File type not support',
  fileSize: 'Exceed max size limit',
  noFile: 'Please choose a picture to upload',
  tooLarge: `The picture can be at most ${pictureSides.maxInput} x ${pictureSides.maxInput} pixels`,
  unreadable: 'The picture is damaged or cannot be read',
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

/** The picture as multer buffered it, its type by its bytes (at most 2 MB, in memory). */
const receiveRaw = (req: Request, res: Response, field: string) =>
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

/**
 * Receives one picture (multipart `field`, at most 2 MB, in memory), tells its type by its bytes
 * (any other content is refused with 'File type not support'; with `requireImageName` a name
 * without a picture extension too), then decodes it and encodes it again at most `maxSide`
 * pixels a side (`reencodeImage`: one declaring more than 4096 pixels a side is refused before
 * its pixels are decoded). Only `bytes` and `kind`, the new picture, are for storing.
 */
export const receiveImage = async (
  req: Request,
  res: Response,
  field: string,
  o: { maxSide: number; requireImageName?: boolean },
): Promise<{ file: Express.Multer.File; bytes: Buffer; kind: ImageKind }> => {
  const { file, kind } = await receiveRaw(req, res, field);
  if (o.requireImageName && !hasImageExtension(file.originalname))
    throw new HttpError(400, imageMsg.fileType);
  try {
    const limits = { maxInputSide: pictureSides.maxInput, maxSide: o.maxSide };
    const out = await reencodeImage(file.buffer, kind, limits);
    return { file, bytes: out.bytes, kind: out.kind };
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    throw new HttpError(400, error.reason === 'tooLarge' ? imageMsg.tooLarge : imageMsg.unreadable);
  }
};
