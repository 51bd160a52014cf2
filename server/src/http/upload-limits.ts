import type { Sql } from '@oj/events';
import { takeThrottleSlot } from '../infra/throttle.ts';
import { chargeDailyQuota } from '../infra/upload-quota.ts';
import { HttpError } from './envelope.ts';

/** How much a user may upload; `Deps.imageUploads` overrides any of them. */
export interface ImageUploadLimits {
  /** Upload requests per user per minute, refused ones included (decoding costs CPU). */
  perMinute: number;
  /** Accepted uploads per user per day (UTC). */
  perDay: number;
  /** Bytes stored (after re-encoding) per user per day (UTC). */
  bytesPerDay: number;
}

/**
 * The numbers, all in one place. An avatar is at most 512 x 512 once re-encoded (a few hundred
 * KB at worst), so 20 a day and 10 MB a day are far above what a person does.
 */
export const imageUploadLimits: ImageUploadLimits = {
  perMinute: 5,
  perDay: 20,
  bytesPerDay: 10 * 1024 * 1024,
};

/** Pixels a side: what an upload may declare, and what each kind of picture is stored at. */
export const pictureSides = {
  maxInput: 4096,
  avatar: 512,
  carousel: 2048,
} as const;

/** The messages of these limits (the web maps them in web/src/lib/server-messages.ts). */
export const uploadLimitMsg = {
  tooFast: (seconds: number) => `Uploading too fast, please wait ${seconds} seconds`,
  quota: 'You have reached the upload limit for today, please try again tomorrow',
} as const;

/** The limits in force: the defaults with whatever `Deps.imageUploads` sets. */
export const uploadLimitsOf = (overrides: Partial<ImageUploadLimits> | undefined) => ({
  ...imageUploadLimits,
  ...overrides,
});

/** Takes one of the user's uploads this minute, or answers 429 with the seconds to wait. */
export const takeUploadSlot = async (
  sql: Sql,
  area: string,
  uid: string,
  limits: ImageUploadLimits,
): Promise<void> => {
  const wait = await takeThrottleSlot(sql, `upload:${area}`, uid, limits.perMinute, 60_000);
  if (wait > 0) throw new HttpError(429, uploadLimitMsg.tooFast(Math.ceil(wait / 1000)));
};

/** Counts an accepted upload against the user's day, or answers 429 when it does not fit. */
export const chargeUpload = async (
  sql: Sql,
  area: string,
  uid: string,
  bytes: number,
  limits: ImageUploadLimits,
): Promise<void> => {
  const allowance = { uploads: limits.perDay, bytes: limits.bytesPerDay };
  if (!(await chargeDailyQuota(sql, `upload:${area}`, uid, bytes, allowance)))
    throw new HttpError(429, uploadLimitMsg.quota);
};
