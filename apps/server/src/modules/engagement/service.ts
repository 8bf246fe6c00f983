// The engagement module assembled: VIP, missions and sign-in, spin and points, weekly lucky prize,
// sharing one award payer (main, bonus, points, tickets) over the ledger.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';
import { createAwardPayer, type PayBonus } from './awards';
import type { ProtectionGuard } from '../protection/service';
import type { EngagementConfig } from './config';
import type { TextResolver } from '../texts/texts';
import { createMissionService } from './missions';
import { createSpinService } from './spin';
import { createVipService } from './vip';
import { createWeeklyService } from './weekly';

export interface EngagementDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly config: EngagementConfig;
  readonly now: () => number;
  /** Bonus-wallet grants (the bonus module's grant: turnover, expiry, the bonus list). */
  readonly payBonus: PayBonus;
  /** Player protection (issue 15): no award while excluded. */
  readonly guard: Pick<ProtectionGuard, 'guardBonus'>;
  /** The operator's texts (default: the seed's alone): missions, VIP levels, spin prizes per locale. */
  readonly texts?: TextResolver;
}

export function createEngagementService(deps: EngagementDeps) {
  const awards = createAwardPayer(deps.ledger, deps.payBonus, deps.now, deps.guard);
  const shared = { ...deps, awards };
  return {
    vip: createVipService(shared),
    missions: createMissionService(shared),
    spin: createSpinService(shared),
    weekly: createWeeklyService(shared),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
