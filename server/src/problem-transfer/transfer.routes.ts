import { once } from 'node:events';
import fs from 'node:fs';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { Zip, ZipDeflate } from 'fflate';
import { z } from 'zod';
import { pathOf } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { envelope, HttpError, ok } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { requireRole } from '../auth/authenticate.ts';
import { loadActiveProblem } from '../problems/index.ts';
import { defaultArchiveLimits, readArchive, type ArchiveLimits } from './archive.ts';
import { importPackage, type ImportResult } from './import-package.ts';
import { PackageRejected, type ProblemPackage } from './problem-package.ts';
import { hojEntries, icpcEntries, type ExportEntry } from './export-package.ts';
import { parseHojZip } from './formats/hoj.ts';
import { parseQdojZip } from './formats/qduoj.ts';
import { parseHydroZip } from './formats/hydro.ts';
import { parseIcpcZip } from './formats/icpc.ts';
import { parseFpsXml, parseFpsZip } from './formats/fps.ts';

/** How large an upload may be, and what its archive may hold once unpacked. */
export interface TransferLimits {
  maxUploadBytes: number;
  archive: ArchiveLimits;
}
export const defaultTransferLimits: TransferLimits = {
  maxUploadBytes: 256 * 1024 * 1024,
  archive: defaultArchiveLimits,
};

/** Import and export are the site's root's (the contract: roles any of root). */
const transferRoles = ['root'] as const;

type Parse = (bytes: Buffer, name: string, limits: ArchiveLimits) => ProblemPackage[];
const zipOnly =
  (parse: (files: ReturnType<typeof readArchive>) => ProblemPackage[]): Parse =>
  (bytes, name, limits) => {
    if (!/\.zip$/i.test(name)) throw new PackageRejected('The file must be a zip archive (.zip)');
    return parse(readArchive(bytes, limits));
  };

const formats: Record<string, Parse> = {
  'import-problem': zipOnly(parseHojZip),
  'import-qdoj-problem': zipOnly(parseQdojZip),
  'import-hydro-problem': zipOnly(parseHydroZip),
  'import-icpc-problem': zipOnly(parseIcpcZip),
  'import-fps-problem': (bytes, name, limits) => {
    if (/\.xml$/i.test(name)) return parseFpsXml(bytes, name);
    if (/\.zip$/i.test(name)) return parseFpsZip(readArchive(bytes, limits));
    throw new PackageRejected('The file must be an FPS XML file (.xml) or a zip of them');
  },
};

const sizeText = (bytes: number) =>
  bytes >= 1 << 20 ? `${Math.floor(bytes / (1 << 20))} MB` : `${Math.ceil(bytes / 1024)} KB`;

const receiveFile = (req: Request, res: Response, maxBytes: number) =>
  new Promise<Express.Multer.File>((resolve, reject) => {
    const upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxBytes, files: 1, fields: 10 },
    }).single('file');
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new HttpError(413, `The file is too large (at most ${sizeText(maxBytes)})`)
            : new HttpError(400, `The upload is malformed: ${error.message}`),
        );
      else if (error) reject(error instanceof Error ? error : new Error('upload failed'));
      else if (!req.file)
        reject(new HttpError(400, 'Please choose a file to upload (field "file")'));
      else resolve(req.file);
    });
  });

const report = (res: Response, results: ImportResult[]) => {
  const created = results.flatMap((r) => (r.ok ? [r.pid] : []));
  const data = { created, results };
  if (created.length === results.length) return ok(res, data);
  const failed = results.find((r) => !r.ok);
  const msg =
    created.length === 0 && results.length === 1 && failed && !failed.ok
      ? failed.reason
      : `Imported ${created.length} of ${results.length} problems`;
  if (created.length > 0) return ok(res, data, msg);
  res.status(400).json(envelope(400, msg, data));
};

const exportQuery = z.object({
  pid: z
    .union([z.string(), z.array(z.string())], { error: 'pid is required' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,15}$/, 'pid must be a number')
            .transform(Number),
        )
        .min(1)
        .max(200),
    ),
  format: z.enum(['hoj', 'icpc'], { error: 'The format must be hoj or icpc' }).default('hoj'),
});

/** Streams the entries as a zip, waiting for the socket to drain between chunks. */
const sendZip = async (res: Response, root: string, entries: ExportEntry[]) => {
  const zip = new Zip((error, chunk, final) => {
    if (error) return void res.destroy(error);
    res.write(chunk);
    if (final) res.end();
  });
  for (const e of entries) {
    const entry = new ZipDeflate(e.name, { level: 6 });
    zip.add(entry);
    if ('text' in e) entry.push(Buffer.from(e.text), true);
    else {
      for await (const chunk of fs.createReadStream(pathOf(root, e.hash))) {
        entry.push(chunk as Buffer, false);
        if (res.writableNeedDrain) await once(res, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
  }
  zip.end();
};

/**
 * Problem import (HOJ zip, FPS XML, QDUOJ zip, Hydro zip, ICPC packages) and export (HOJ zip or
 * ICPC packages). An upload that is hostile or broken is refused whole; then each problem is
 * created on its own, all or nothing, and the answer reports each one.
 */
export const registerTransferRoutes = (
  deps: Deps,
  root: string,
  limits: TransferLimits = defaultTransferLimits,
): Router => {
  const r = Router();

  for (const [route, parse] of Object.entries(formats))
    r.post(`/file/${route}`, async (req, res) => {
      const user = requireRole(req, transferRoles);
      const file = await receiveFile(req, res, limits.maxUploadBytes);
      let packages: ProblemPackage[];
      try {
        packages = parse(file.buffer, file.originalname, limits.archive);
      } catch (error) {
        if (error instanceof PackageRejected) throw new HttpError(400, error.message);
        throw error;
      }
      const results: ImportResult[] = [];
      for (const pkg of packages) results.push(await importPackage(deps, root, pkg, user));
      report(res, results);
    });

  r.get('/file/export-problem', async (req, res) => {
    requireRole(req, transferRoles);
    const { pid: pids, format } = parseQuery(exportQuery, req);
    const entries: ExportEntry[] = [];
    for (const pid of new Set(pids)) {
      const problem = await loadActiveProblem(deps, pid);
      entries.push(...(format === 'icpc' ? icpcEntries(problem) : hojEntries(pid, problem)));
    }
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="problem_export_${format}.zip"`);
    await sendZip(res, root, entries);
  });

  return r;
};
