// Invite programme bindings.
import { routes } from '../contract/routes';
import { readOf } from './factory';

export const inviteLinkQueryQuery = readOf(routes.inviteLinkQuery);
/** Checks an invite code; pass `enabled: false` until the code is well-formed. */
export const inviteCodeCheckQuery = readOf(routes.inviteCodeCheck);
/** Invite ranking (this week or all time). */
export const inviteRankingQuery = readOf(routes.inviteRanking);
