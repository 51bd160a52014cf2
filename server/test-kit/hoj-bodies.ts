/**
 * Request bodies exactly as HOJ's Vue client (hoj-vue) posts them: every field of the entity,
 * `null` for what the form leaves out, ids as strings. Tests build on these so the shapes real
 * clients send are the ones tested; `o` overrides or adds fields.
 */
type Fields = Record<string, unknown>;

/** The whole Discussion entity (POST and PUT /api/discussion). */
export const hojDiscussion = (o: Fields = {}) => ({
  id: null,
  categoryId: null,
  title: 'How to read input fast?',
  description: 'Fast IO',
  content: 'Use scanf',
  pid: null,
  uid: null,
  author: null,
  avatar: null,
  role: null,
  viewNum: null,
  likeNum: null,
  commentNum: null,
  topPriority: false,
  status: null,
  gid: null,
  gmtCreate: null,
  gmtModified: null,
  ...o,
});

/** The Comment entity (POST /api/comment): on a discussion (`did`) or a contest (`cid`). */
export const hojComment = (content: string, place: Fields) => ({
  id: null,
  cid: null,
  did: null,
  content,
  fromUid: null,
  fromName: null,
  fromAvatar: null,
  fromRole: null,
  likeNum: 0,
  status: null,
  gmtCreate: null,
  gmtModified: null,
  ...place,
});

/** The whole Group entity (POST and PUT /api/group). */
export const hojGroup = (o: Fields = {}) => ({
  id: null,
  avatar: null,
  name: 'Class Seven A',
  shortName: 'cls7a',
  brief: 'Our class group',
  description: 'The class of 7A and its homework',
  owner: null,
  uid: null,
  auth: 3,
  visible: null,
  status: null,
  code: 'abc123',
  gmtCreate: null,
  gmtModified: null,
  ...o,
});

/** The GroupMember entity (PUT /api/group/member): a member's new standing. */
export const hojGroupMember = (gid: number, uid: string, auth: number) => ({
  id: null,
  gid: String(gid),
  uid,
  auth,
  reason: null,
  gmtCreate: null,
  gmtModified: null,
});
