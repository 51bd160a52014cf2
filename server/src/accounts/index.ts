/**
 * What other areas may use of accounts: the user aggregate's decider (settings append its
 * profile, password and avatar events) and the user lookups.
 */
export { userDecider, type UserCommand, type UserState } from './user.decider.ts';
export * from './user.queries.ts';
export { msg } from './account-messages.ts';
export { emailTakenMsg, registerAccount, usernameTaken } from './register-account.ts';
export { isUserType, roleOfUserType, type UserType } from './user-type.policy.ts';
