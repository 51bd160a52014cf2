import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { deliverPersonalNotices, type PersonalNotice } from '../messages/index.ts';
import type { GroupRow } from './group.queries.ts';

type Group = Pick<GroupRow, 'id' | 'name'>;
type Actor = Pick<UserRow, 'uid' | 'username'>;

const userLink = (username: string) =>
  `[${username}](/user-home?username=${encodeURIComponent(username)})`;

/** HOJ's dissolution notice, in both languages as HOJ writes it (a notice has one text). */
const disbandNotice = (g: Group, actor: Actor, recipientId: string): PersonalNotice => ({
  recipientId,
  title: '团队解散通知(Group Dissolution Notice)',
  content:
    `您好，您所在的团队 **[${g.id}]【${g.name}】** 已经被管理员【${userLink(actor.username)}】解散。` +
    `\n\nHello, your group **[${g.id}]【${g.name}】** has been disbanded by the administrator ` +
    `【${userLink(actor.username)}】.`,
  sender: actor,
});

/** HOJ's removal notice to a kicked member. */
const removalNotice = (g: Group, actor: Actor, recipientId: string): PersonalNotice => ({
  recipientId,
  title: '移除团队成员通知(Remove Group Member Notice)',
  content:
    `您好，您已经被团队 [${g.id}]【[${g.name}](/group/${g.id})】的管理员` +
    `【${userLink(actor.username)}】移出了团队。` +
    `\n\nHello, you have been removed from the group [${g.id}]【[${g.name}](/group/${g.id})】 ` +
    `by the group admin 【${userLink(actor.username)}】.`,
  sender: actor,
});

/** Sends the notices and waits until the message center shows them (and pushed the counts). */
const send = async (deps: Deps, notices: PersonalNotice[]) => {
  if (notices.length === 0) return;
  await deps.projections.waitFor(await deliverPersonalNotices(deps, notices));
};

/** Tells every member but the one who disbanded the group (they know). */
export const noticeDisband = (deps: Deps, g: Group, actor: Actor, memberUids: string[]) =>
  send(
    deps,
    memberUids.filter((uid) => uid !== actor.uid).map((uid) => disbandNotice(g, actor, uid)),
  );

/** Tells a kicked member who removed them. */
export const noticeRemoval = (deps: Deps, g: Group, actor: Actor, uid: string) =>
  send(deps, [removalNotice(g, actor, uid)]);
