import { once } from 'node:events';
import fs from 'node:fs';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { Zip, ZipDeflate } from 'fflate';
import { DomainError, judgeCaseModes, type TestCaseRef } from '@oj/events';
import {
  defaultZipLimits,
  extractTestCaseZip,
  hasFile,
  pathOf,
  ZipRejected,
} from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { z } from 'zod';
import { id, parseQuery } from '../http/validate.ts';
import { assertGroup, assertGroupLevel } from '../groups/index.ts';
import { loadManagedGroupProblem } from './group-problem.policy.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { canManageProblem, noTestDataAccess, problemEditors } from './problem.policy.ts';
import { findProblemRow } from './problem.queries.ts';
import { pidQuery } from './problem.dto.ts';
import { problemNotFound } from './problem.decider.ts';
import { isSubtaskMode } from './problem-cases.ts';

// A stored zip is at most its content plus headers; the extractor enforces the real limits.
const maxZipBytes = defaultZipLimits.maxTotalBytes + 16 * 1024 * 1024;
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxZipBytes, files: 1, fields: 20 },
}).single('file');

const receiveFile = (req: Request, res: Response) =>
  new Promise<Express.Multer.File>((resolve, reject) => {
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new HttpError(413, `The zip file is too large (at most ${maxZipBytes >> 20} MB)`)
            : new HttpError(400, `The upload is malformed: ${error.message}`),
        );
      else if (error) reject(error instanceof Error ? error : new Error('upload failed'));
      else if (!req.file)
        reject(new HttpError(400, 'Please choose a zip file to upload (field "file")'));
      else resolve(req.file);
    });
  });

const modeOf = (req: Request) => {
  const body = req.body as Record<string, unknown> | undefined;
  const mode = req.query.mode ?? body?.mode ?? 'default';
  if (typeof mode !== 'string' || !(judgeCaseModes as readonly string[]).includes(mode))
    throw new HttpError(400, 'Unknown judge case mode');
  return mode as (typeof judgeCaseModes)[number];
};

/** Streams the cases as a zip; waits for the socket to drain so big data never piles up. */
const sendZip = async (res: Response, root: string, cases: TestCaseRef[]) => {
  const zip = new Zip((error, chunk, final) => {
    if (error) return void res.destroy(error);
    res.write(chunk);
    if (final) res.end();
  });
  for (const c of cases)
    for (const [name, hash] of [
      [c.inputName, c.inputHash],
      [c.outputName, c.outputHash],
    ] as const) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const chunk of fs.createReadStream(pathOf(root, hash))) {
        entry.push(chunk as Buffer, false);
        if (res.writableNeedDrain) await once(res, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
  zip.end();
};

/**
 * The site's problem editors upload anywhere; with `?gid=` (HOJ's group form) the group's
 * admins too, for their group's problems.
 */
const mayUpload = async (deps: Deps, req: Request) => {
  const user = requireUser(req);
  if ((problemEditors as readonly string[]).includes(user.role)) return;
  const { gid } = parseQuery(z.object({ gid: id('gid').optional().catch(undefined) }), req);
  if (gid === undefined) requireRole(req, problemEditors);
  else {
    await assertGroup(deps.sql, gid, user.role);
    await assertGroupLevel(deps.sql, gid, user, 4);
  }
};

/** Test data files: upload a case zip (answers the extracted list) and download a problem's. */
export const registerTestCaseRoutes = (deps: Deps, root: string): Router => {
  const r = Router();

  r.post('/file/upload-testcase-zip', async (req, res) => {
    await mayUpload(deps, req);
    const file = await receiveFile(req, res);
    const mode = modeOf(req);
    if (!/\.zip$/i.test(file.originalname))
      throw new HttpError(400, 'The file must be a zip archive (.zip)');
    let extracted;
    try {
      extracted = await extractTestCaseZip(root, file.buffer);
    } catch (error) {
      if (error instanceof ZipRejected) throw new HttpError(400, error.message);
      throw error;
    }
    const fileList = extracted.cases.map((c) => ({
      input: c.inputName,
      output: c.outputName,
      ...(isSubtaskMode(mode) ? { groupNum: c.index } : {}),
    }));
    ok(res, { fileList, fileListDir: extracted.dirKey }, 'Upload Testcase Successfully');
  });

  r.get('/file/download-testcase', async (req, res) => {
    const user = requireUser(req);
    const { pid } = parseQuery(pidQuery, req);
    const row = await findProblemRow(deps.sql, pid);
    if (!row) throw new DomainError('not_found', problemNotFound);
    if (row.gid !== null) await loadManagedGroupProblem(deps, user, pid);
    else if (!canManageProblem(user, row)) throw new HttpError(403, noTestDataAccess);
    for (const c of row.test_cases)
      if (!(await hasFile(root, c.inputHash)) || !(await hasFile(root, c.outputHash)))
        throw new DomainError('not_found', 'The test data of this problem is missing');
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="problem_${pid}_testcase.zip"`);
    await sendZip(res, root, row.test_cases);
  });

  return r;
};
