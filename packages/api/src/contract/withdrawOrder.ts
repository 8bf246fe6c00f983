// One withdrawal order after apply (ours; spec §7 shows no such call): what the cash-out result
// page polls so the player sees the order held, paid or returned (spec §4 "Withdrawal: submitted,
// handled within one business day").
import { z } from 'zod/mini';
import { epochMs } from './common';
import { defineEndpoint } from './endpoint';
import { withdrawApply } from './finance';

export const withdrawStatus = defineEndpoint({
  name: 'withdrawStatus',
  method: 'GET',
  path: '/x2/withdraw/order/{orderNo}',
  request: () => z.object({ orderNo: z.string().check(z.minLength(1)) }),
  response: () => z.extend(withdrawApply.response, {
    /** When it was paid out or returned; null while pending. */
    settledTime: z.nullable(epochMs),
  }),
  options: { noToast: true },
  summary:
    'One of the caller\'s withdrawal orders: status pending (held), success (paid out) or failed (returned). Ours, like /x2/recharge/order/{orderNo}. Errors: NOT_FOUND.',
});
