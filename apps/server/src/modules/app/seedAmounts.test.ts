// Operator amounts of the promotions (issue 12) are bounded when the seed is read: an absurd reward
// would otherwise be refused by the ledger only when it is paid — inside the transaction that
// credits an invitee's deposit, which would then never be credited.
import { describe, expect, it } from 'vitest';
import { MAX_POSTING_AMOUNT } from '../ledger/ledger';
import { inviteConfigSchema } from '../spread/config';
import { guaranteedActivitySchema } from '../activity/config';

const invite = { linkBase: 'https://perya.example/#/login?type=0&inviteCode=' };
const activity = { id: 'daily', title: 'Daily', actAmount: 5_000, gameArray: ['og_10003'], minTurnover: 50_000, details: 'Rules', daily: { start: '00:00', end: '23:59' } };

describe('promotion amounts from the seed', () => {
  it('refuse an invite reward or minimum deposit past the largest award (₱1,000,000.00)', () => {
    expect(inviteConfigSchema.safeParse({ ...invite, rewardPerInvitee: 100_000_000, minDepositForReward: 100_000_000 }).success).toBe(true);
    for (const bad of [{ rewardPerInvitee: MAX_POSTING_AMOUNT + 1 }, { rewardPerInvitee: 100_000_001 }, { rewardPerInvitee: -1 }, { rewardPerInvitee: 1.5 }, { minDepositForReward: MAX_POSTING_AMOUNT + 1 }]) {
      expect(inviteConfigSchema.safeParse({ ...invite, ...bad }).success).toBe(false);
    }
  });
  it('refuse a guaranteed amount past the largest award', () => {
    expect(guaranteedActivitySchema.safeParse(activity).success).toBe(true);
    expect(guaranteedActivitySchema.safeParse({ ...activity, actAmount: 100_000_001 }).success).toBe(false);
    expect(guaranteedActivitySchema.safeParse({ ...activity, minTurnover: MAX_POSTING_AMOUNT + 1 }).success).toBe(false);
  });
});
