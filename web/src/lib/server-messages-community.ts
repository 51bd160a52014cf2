/**
 * The server's messages of the community areas (trainings, groups, discussions) and their
 * catalog ids; `server-messages.ts` joins them to the rest.
 */
export const communityMessages: Record<string, string> = {
  // Trainings (server/src/trainings).
  'The training does not exist': 'server.training-missing',
  'Enter the training password': 'server.training-password-empty',
  'The training password is wrong, please enter it again': 'server.training-password-wrong',
  'Register training successfully': 'server.training-registered',
  // Groups (server/src/groups/group.policy.ts).
  'The group does not exist': 'server.group-not-found',
  'Sorry, you are not a member of this group': 'server.group-not-member',
  'Sorry, only group admins may do this': 'server.group-not-admin',
  'Sorry, only group roots may do this': 'server.group-not-root',
  'Only the group owner or the super admin may disband the group': 'server.group-not-owner',
  'The group name already exists, please change it': 'server.group-name-taken',
  'The group short name already exists, please change it': 'server.group-short-name-taken',
  'The invitation code must be 6 characters': 'server.group-code-required',
  'The apply reason must be 5 to 100 characters': 'server.group-reason-required',
  'The invitation code is wrong, please try again': 'server.group-wrong-code',
  'You have already applied, please wait for the review': 'server.group-already-applied',
  'You are already a member of this group': 'server.group-already-member',
  'The user is not in the group': 'server.group-user-not-in',
  "The group owner's auth cannot be changed": 'server.group-owner-untouchable',
  'As the group owner you can only disband the group, not exit it':
    'server.group-owner-cannot-exit',
  'The last group root cannot be demoted or removed': 'server.group-last-root',
  'A member cannot be set back to applying or refused': 'server.group-member-downgrade',
  'Sorry, you may only manage members and auths below your own': 'server.group-below-own',
  'Use exit to leave the group': 'server.group-kick-self',
  'Only its author or a group root may change this announcement':
    'server.group-announcement-not-yours',
  'This training is private: please register with its password first':
    'server.training-register-first',
  'This training is public: no registration is needed': 'server.training-public',
  'Sorry, you do not have permission for this training': 'server.training-no-permission',
  'A private training needs a password': 'server.training-password-required',
  'Please choose a training category': 'server.training-category-required',
  'The training category does not exist': 'server.training-category-missing',
  'A training category with this name already exists': 'server.training-category-taken',
  'The problem is already in the training, or its display id is taken':
    'server.training-problem-taken',
  'The problem is not in the training': 'server.training-problem-missing',
  'The problem does not exist in this training': 'server.training-problem-missing',
  // Discussions, comments, likes and reports (server/src/discussions).
  'No Access: the public discussion area is closed': 'server.discussion-closed',
  'No Access: the group discussion area is closed': 'server.group-discussion-closed',
  'No Access: the contest comment area is closed': 'server.contest-comment-closed',
  'Sorry, this discussion has been disabled': 'server.discussion-disabled',
  'Sorry, you are not allowed to post discussions': 'server.no-discussion',
  'Sorry, you have been muted and cannot comment or reply': 'server.muted',
  'The discussion does not exist': 'server.discussion-missing',
  'The comment does not exist': 'server.comment-missing',
  'The reply does not exist': 'server.reply-missing',
  'The category does not exist': 'server.category-missing',
  'Category is required': 'server.category-required',
  'Title and description can be at most 255 characters': 'server.discussion-title-long',
  'The report needs a reason': 'server.report-empty',
  'The reason can be at most 200 characters': 'server.report-too-long',
  'The report does not exist': 'server.report-missing',
  'Category name is required': 'server.category-name-required',
  'Category names must be different': 'server.category-names-repeated',
  'Content can be at most 10000 characters': 'server.comment-too-long',
  'Description can be at most 255 characters': 'server.description-too-long',
};

/** Community messages with a number in them: pattern, catalog id, name of the value. */
export const communityPatterns: [RegExp, string, string][] = [
  [/^Posting too fast, please try again in (\d+) seconds?$/, 'server.post-wait', 'seconds'],
  [/^Liking too fast, please try again in (\d+) seconds?$/, 'server.like-wait', 'seconds'],
  [/^Reporting too fast, please try again in (\d+) seconds?$/, 'server.report-wait', 'seconds'],
  [
    /^Sorry, you cannot comment yet! Please solve at least (\d+) problems first$/,
    'server.comment-needs-ac',
    'count',
  ],
  [
    /^Sorry, you cannot post a discussion yet! Please solve at least (\d+) problems first$/,
    'server.discussion-needs-ac',
    'count',
  ],
  [
    /^Sorry, you have posted (\d+) discussions today, the daily limit$/,
    'server.discussion-daily-limit',
    'count',
  ],
  [
    /^Sorry, you need to solve more than (\d+) problems to create a group$/,
    'server.group-ac-needed',
    'n',
  ],
  [
    /^Sorry, you have created (\d+) groups today, the limit is reached$/,
    'server.group-daily-limit',
    'n',
  ],
  [
    /^Sorry, you have created (\d+) groups in total, the limit is reached$/,
    'server.group-total-limit',
    'n',
  ],
];
