// The daily popups an account was shown today (issue 23: daily popups count per account, not per
// device): the app asks once at start-up and tells the server when it shows one, so a player who
// saw today's Telegram invitation on one phone is not shown it again on another. The spec shows
// no such endpoint; paths and shapes are our design. Days are GMT+8 (spec §4 daily popups).
import { z } from 'zod/mini';
import { DAILY_POPUPS } from '@perya/domain/dailyOnce';
import { defineEndpoint } from './endpoint';

export const dailyPopup = z.enum(DAILY_POPUPS);

const todaySchema = z.object({
  /** Today, 'YYYY-MM-DD' GMT+8. */
  day: z.string(),
  /** The daily popups this account was shown today, on any device. */
  seen: z.array(dailyPopup),
});

export const dailyPopupsToday = defineEndpoint({
  name: 'dailyPopupsToday',
  method: 'POST',
  path: '/x2/user/daily-popups',
  request: () => z.object({}),
  response: () => todaySchema,
  options: { noToast: true, turnLogin: false },
  summary: 'The daily popups the player was shown today, on any device (our design, issue 23).',
});

export const dailyPopupShown = defineEndpoint({
  name: 'dailyPopupShown',
  method: 'POST',
  path: '/x2/user/daily-popups/shown',
  request: () => z.object({ popup: dailyPopup }),
  response: () => todaySchema,
  options: { noToast: true, turnLogin: false },
  summary: 'Records that a daily popup was shown to the player today (our design, issue 23).',
});
