import { z } from 'zod';
import type { EventUnion } from './define.ts';

/** What a checker is for: a special judge or an interactor (the problem's judge mode). */
export const checkerKinds = ['spj', 'interactive'] as const;
export const checkerLanguages = ['C', 'C++'] as const;
/** The compiler's message is cut to this many characters: an answer for a form, not a log. */
export const checkerCompileMessageLimit = 8000;

export const checkerCompileEventSchemas = {
  /**
   * Appended by the server's compile-spj / compile-interactive route: an admin asks a judge to
   * compile a checker; no judge takes it after `deadline` (the route has stopped waiting).
   */
  CheckerCompileRequested: z.object({
    requestId: z.string(),
    kind: z.enum(checkerKinds),
    language: z.enum(checkerLanguages),
    code: z.string(),
    /** Headers placed beside the source (HOJ's `extraFiles`); absent on older requests. */
    extraFiles: z.record(z.string(), z.string()).optional(),
    requestedBy: z.string(),
    at: z.string(),
    deadline: z.string(),
  }),
  /** Appended once by the judge worker that claimed the request, after compiling it. */
  CheckerCompiled: z.object({
    requestId: z.string(),
    ok: z.boolean(),
    message: z.string().max(checkerCompileMessageLimit),
    judger: z.string(),
    at: z.string(),
  }),
};

export type CheckerCompileEvent = EventUnion<typeof checkerCompileEventSchemas>;
export const checkerCompileStream = (requestId: string) => `checkerCompile-${requestId}`;
