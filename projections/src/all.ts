import type { EventStore } from '@oj/events';
import type { AnyProjection } from './define-projection.ts';
import { auditChainProjection } from './audit-chain.projection.ts';
import { usersProjection } from './users.projection.ts';
import { websiteConfigProjection } from './website-config.projection.ts';
import { problemsProjection } from './problems.projection.ts';
import { judgeQueueProjection } from './judge-queue.projection.ts';
import { checkerCompileQueueProjection } from './checker-compile-queue.projection.ts';
import { rejudgeJobsProjection } from './rejudge-jobs.projection.ts';
import { submissionsProjection } from './submissions.projection.ts';
import { contestVerdictLogProjection } from './contest-verdict-log.projection.ts';
import { switchConfigProjection } from './switch-config.projection.ts';
import { judgeLanguagesProjection } from './judge-languages.projection.ts';
import { tagsProjection } from './tags.projection.ts';
import { problemStatsProjection } from './problem-stats.projection.ts';
import { userStatsProjection } from './user-stats.projection.ts';
import { announcementsProjection } from './announcements.projection.ts';
import { carouselProjection } from './carousel.projection.ts';
import { editorFilesProjection } from './editor-files.projection.ts';
import { messagesProjection } from './messages.projection.ts';
import { contestsProjection } from './contests.projection.ts';
import { contestDeskProjection } from './contest-desk.projection.ts';
import { trainingsProjection } from './trainings.projection.ts';
import { trainingProgressProjection } from './training-progress.projection.ts';
import { discussionsProjection } from './discussions.projection.ts';
import { groupsProjection } from './groups.projection.ts';
import { contestResolverProjection } from './contest-resolver.projection.ts';
import { contestBalloonsProjection } from './contest-balloons.projection.ts';
import { contestClarificationsProjection } from './contest-clarifications.projection.ts';
import { auditLogProjection } from './audit-log.projection.ts';

/** Every read model of the product, in the order they are applied within a batch. */
export const allProjections = [
  usersProjection,
  websiteConfigProjection,
  problemsProjection,
  judgeQueueProjection,
  checkerCompileQueueProjection,
  rejudgeJobsProjection,
  submissionsProjection,
  contestVerdictLogProjection,
  switchConfigProjection,
  judgeLanguagesProjection,
  tagsProjection,
  problemStatsProjection,
  userStatsProjection,
  announcementsProjection,
  carouselProjection,
  editorFilesProjection,
  messagesProjection,
  contestsProjection,
  contestDeskProjection,
  trainingsProjection,
  trainingProgressProjection,
  discussionsProjection,
  groupsProjection,
  contestResolverProjection,
  contestBalloonsProjection,
  contestClarificationsProjection,
  auditLogProjection,
] as unknown as AnyProjection[];

/**
 * The read models a process runs over its store: every product read model, plus the chained
 * checkpoint when the store keeps no hash chain itself (EventStoreDB, chosen by
 * `EVENTSTORE_URL`); the Postgres store chains its rows in `es.append`.
 */
export const projectionsFor = (kind: EventStore['kind']): AnyProjection[] =>
  kind === 'postgres' ? allProjections : [...allProjections, auditChainProjection];
