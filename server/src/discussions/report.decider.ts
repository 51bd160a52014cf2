import { assertNever, DomainError, type Decider, type DiscussionEvent } from '@oj/events';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';

export type ReportState = { status: 'none' } | { status: 'filed'; id: number; handled: boolean };

interface Metadata {
  now: string;
  userId: string;
}

export type ReportCommand =
  | {
      type: 'ReportDiscussion';
      data: { id: number; did: number; reporter: string; content: string };
      metadata: Metadata;
    }
  | { type: 'HandleReport'; data: { id: number; status: boolean }; metadata: Metadata };

/** One report of a discussion (stream `discussionReport-<id>`) and whether it was handled. */
export const reportDecider: Decider<ReportState, ReportCommand, DiscussionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    if (e.type === 'DiscussionReported') return { status: 'filed', id: e.data.id, handled: false };
    if (e.type === 'DiscussionReportHandled' && state.status === 'filed')
      return { ...state, handled: e.data.status };
    return state;
  },
  decide: (c, s) => {
    switch (c.type) {
      case 'ReportDiscussion': {
        if (s.status !== 'none') throw new DomainError('conflict', 'The report already exists');
        if (c.data.content.trim() === '') throw new DomainError('invalid', m.reportReason);
        if (c.data.content.length > limits.report) throw new DomainError('invalid', m.reportLong);
        return [{ type: 'DiscussionReported', data: { ...c.data, at: c.metadata.now } }];
      }
      case 'HandleReport': {
        if (s.status !== 'filed') throw new DomainError('not_found', m.reportMissing);
        if (s.handled === c.data.status) return [];
        return [
          {
            type: 'DiscussionReportHandled',
            data: { id: s.id, status: c.data.status, by: c.metadata.userId, at: c.metadata.now },
          },
        ];
      }
      default:
        return assertNever(c);
    }
  },
};
