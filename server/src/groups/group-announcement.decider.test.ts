import { describe, it } from 'vitest';
import type { GroupAnnouncementEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  groupAnnouncementDecider,
  type GroupAnnouncementCommand,
} from './group-announcement.decider.ts';
import { groupMessages as m, type GroupLevel } from './group.policy.ts';

const now = '2026-11-24T08:00:00.000Z';
const md = (userId: string, level: GroupLevel) => ({ now, userId, username: userId, level });
const text = { title: 'Exam', content: 'On Friday', status: 0 as const };
const posted: GroupAnnouncementEvent = {
  type: 'GroupAnnouncementPosted',
  data: { id: 9, gid: 1, ...text, uid: 'adm', username: 'adm', at: now },
};
const edit = (by: string, level: GroupLevel, status: 0 | 1 = 1): GroupAnnouncementCommand => ({
  type: 'EditGroupAnnouncement',
  data: { ...text, status },
  metadata: md(by, level),
});
const del = (by: string, level: GroupLevel): GroupAnnouncementCommand => ({
  type: 'DeleteGroupAnnouncement',
  data: {},
  metadata: md(by, level),
});

describe('group announcement decider', () => {
  const spec = deciderSpec(groupAnnouncementDecider);
  const post = (level: GroupLevel): GroupAnnouncementCommand => ({
    type: 'PostGroupAnnouncement',
    data: { id: 9, gid: 1, ...text },
    metadata: md('adm', level),
  });

  it('is posted by group admins only', () => {
    spec.given([]).when(post(4)).then([posted]);
    spec.given([]).when(post(3)).thenFails(m.notAdmin, 'forbidden');
  });

  it('is changed by its author or a group root, not another admin', () => {
    const edited: GroupAnnouncementEvent = {
      type: 'GroupAnnouncementEdited',
      data: { id: 9, gid: 1, ...text, status: 1, by: 'adm', at: now },
    };
    spec.given([posted]).when(edit('adm', 4)).then([edited]);
    spec
      .given([posted])
      .when(edit('adm', 4, 0))
      .then([]);
    spec.given([posted]).when(edit('adm2', 4)).thenFails(m.notYourAnnouncement, 'forbidden');
    spec
      .given([posted])
      .when(del('root', 5))
      .then([{ type: 'GroupAnnouncementDeleted', data: { id: 9, gid: 1, by: 'root', at: now } }]);
    spec.given([posted]).when(del('mem', 3)).thenFails(m.notAdmin, 'forbidden');
    spec.given([]).when(del('root', 5)).thenFails(m.announcementMissing, 'not_found');
  });
});
