import type { EventUnion } from './define.ts';

/** Submission events (stream `submission-<id>`): created by the server, advanced by the judge. */
export const submissionEventSchemas = {};

export type SubmissionEvent = EventUnion<typeof submissionEventSchemas>;
export const submissionStream = (submitId: number) => `submission-${submitId}`;
