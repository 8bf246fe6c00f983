// Daily popups per account (issue 23): what the account was shown today, and recording one shown.
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

export const dailyPopupsTodayQuery = readOf(routes.dailyPopupsToday, { staleTime: 0 });
/** The answer is today's record; the shell keeps it beside the popups it decided, so nothing is invalidated. */
export const dailyPopupShownMutation = writeOf(routes.dailyPopupShown);
