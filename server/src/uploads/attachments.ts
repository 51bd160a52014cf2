import path from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';
import { HttpError } from '../http/envelope.ts';
import { imageMsg } from '../http/image-upload.ts';
import { storeByHash } from '../infra/images.ts';
import { uploadMsg } from './editor-upload.ts';

/** An editor attachment is at most 10 MB (HOJ states no limit for md files). */
export const maxAttachmentBytes = 10 * 1024 * 1024;

/**
 * The extensions an attachment may keep. Anything else is refused: the stored name is the
 * content hash and one of these, never the client's name or path.
 */
const allowedExtensions = new Set(
  (
    'pdf txt md csv tsv json xml html htm svg zip rar 7z tar gz tgz bz2 xz ' +
    'doc docx xls xlsx ppt pptx odt ods odp rtf ' +
    'c cc cpp cxx h hpp java py js ts go rs kt pas cs rb php sh lua swift scala hs ml ' +
    'in out ans png jpg jpeg gif bmp webp mp3 mp4 wav'
  ).split(' '),
);

/** The lower-cased extension of a client's file name, if it is on the allow-list. */
export const attachmentExtension = (name: string): string | undefined => {
  const ext = path
    .extname(path.basename(name.replaceAll('\\', '/')))
    .slice(1)
    .toLowerCase();
  return allowedExtensions.has(ext) ? ext : undefined;
};

/** Types a browser would run or render as a page: always served as opaque bytes. */
const activeExtensions = new Set(['html', 'htm', 'svg', 'xml', 'js', 'php']);

/** Attachments are stored like pictures: one copy per content, named by its hash. */
export const storeAttachment = storeByHash;

const uploader = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxAttachmentBytes, files: 1, fields: 10 },
}).single('file');

/** Receives the multipart `file` (at most 10 MB, in memory) and its allowed extension. */
export const receiveAttachment = (req: Request, res: Response) =>
  new Promise<{ file: Express.Multer.File; ext: string }>((resolve, reject) => {
    uploader(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        return reject(
          new HttpError(400, error.code === 'LIMIT_FILE_SIZE' ? imageMsg.fileSize : error.message),
        );
      if (error) return reject(error instanceof Error ? error : new Error('upload failed'));
      if (!req.file) return reject(new HttpError(400, uploadMsg.noFile));
      const ext = attachmentExtension(req.file.originalname);
      if (!ext) return reject(new HttpError(400, imageMsg.fileType));
      resolve({ file: req.file, ext });
    });
  });

/**
 * Headers for a served attachment: always a download (`Content-Disposition: attachment`),
 * never sniffed, sandboxed, and a page or script type sent as opaque bytes, so an uploaded
 * HTML or SVG file never runs on this origin.
 */
export const attachmentHeaders = (res: Response, filePath: string) => {
  const name = path.basename(filePath);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  if (activeExtensions.has(path.extname(name).slice(1)))
    res.setHeader('Content-Type', 'application/octet-stream');
};
