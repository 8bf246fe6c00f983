// The invite theme class: every contract variable set from inviteTokens.
import { makeThemeClass } from '../makeTheme';
import { inviteTokens } from './tokens';

export const inviteThemeClass = makeThemeClass(inviteTokens, 'invite');
