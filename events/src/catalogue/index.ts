import { reservationEventSchemas } from './reservation.ts';
import { siteEventSchemas } from './site.ts';
import { userEventSchemas } from './user.ts';
import { problemEventSchemas } from './problem.ts';
import { submissionEventSchemas } from './submission.ts';
import { judgeEventSchemas } from './judge.ts';
import { checkerCompileEventSchemas } from './checker-compile.ts';
import { rejudgeEventSchemas } from './rejudge.ts';
import { tagEventSchemas } from './tag.ts';
import { announcementEventSchemas } from './announcement.ts';
import { carouselEventSchemas } from './carousel.ts';
import { editorFileEventSchemas } from './editor-file.ts';
import { messageEventSchemas } from './message.ts';
import { discussionEventSchemas } from './discussion.ts';
import { groupEventSchemas } from './group.ts';
import { resolverEventSchemas } from './resolver.ts';
import { balloonEventSchemas } from './balloon.ts';
import { clarificationEventSchemas } from './clarification.ts';
import {
  contestAcCheckEventSchemas,
  contestEventSchemas,
  contestPrintEventSchemas,
  contestRegistrationEventSchemas,
  contestVirtualEventSchemas,
} from './contest.ts';
import {
  trainingCategoryEventSchemas,
  trainingEventSchemas,
  trainingRegistrationEventSchemas,
} from './training.ts';
import type { EventUnion } from './define.ts';

export * from './define.ts';
export * from './reservation.ts';
export * from './site.ts';
export * from './user.ts';
export * from './problem.ts';
export * from './submission.ts';
export * from './judge.ts';
export * from './checker-compile.ts';
export * from './rejudge.ts';
export * from './tag.ts';
export * from './announcement.ts';
export * from './carousel.ts';
export * from './editor-file.ts';
export * from './message.ts';
export * from './discussion.ts';
export * from './group.ts';
export * from './contest.ts';
export * from './training.ts';
export * from './resolver.ts';
export * from './balloon.ts';
export * from './clarification.ts';

/** Every event type the product appends, with its data schema: the store validates against it. */
export const eventSchemas = {
  ...reservationEventSchemas,
  ...userEventSchemas,
  ...siteEventSchemas,
  ...problemEventSchemas,
  ...submissionEventSchemas,
  ...judgeEventSchemas,
  ...checkerCompileEventSchemas,
  ...rejudgeEventSchemas,
  ...tagEventSchemas,
  ...announcementEventSchemas,
  ...carouselEventSchemas,
  ...editorFileEventSchemas,
  ...messageEventSchemas,
  ...contestEventSchemas,
  ...contestRegistrationEventSchemas,
  ...contestVirtualEventSchemas,
  ...contestPrintEventSchemas,
  ...contestAcCheckEventSchemas,
  ...trainingEventSchemas,
  ...trainingCategoryEventSchemas,
  ...trainingRegistrationEventSchemas,
  ...discussionEventSchemas,
  ...groupEventSchemas,
  ...resolverEventSchemas,
  ...balloonEventSchemas,
  ...clarificationEventSchemas,
};

export type AppEvent = EventUnion<typeof eventSchemas>;
export type AppEventType = AppEvent['type'];

/** Throws on an unknown type or malformed data; returns the parsed (normalised) data. */
export const validateEvent = (type: string, data: unknown): unknown => {
  const schema = (eventSchemas as Record<string, (typeof eventSchemas)[AppEventType]>)[type];
  if (!schema) throw new Error(`unknown event type ${type}`);
  return schema.parse(data);
};
export * from './problem-defaults.ts';
