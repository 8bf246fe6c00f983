// The engagement module assembled: VIP, missions and sign-in, spin and points, weekly lucky prize,
// sharing one award payer (main, bonus, points, tickets) over the ledger.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';
import { createAwardPayer, defaultPayBonus, type PayBonus } from './awards';
import type { EngagementConfig } from './config';
import { createMissionService } from './missions';
import { createSpinService } from './spin';
import { createVipService } from './vip';
import { createWeeklyService } from './weekly';

export interface EngagementDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly config: EngagementConfig;
  readonly now: () => number;
  /** Bonus-wallet grants; default: promotions → bonus wallet on the ledger (defaultPayBonus). */
  readonly payBonus?: PayBonus;
}

export function createEngagementService(deps: EngagementDeps) {
  const awards = createAwardPayer(deps.ledger, deps.payBonus ?? defaultPayBonus(deps.ledger), deps.now);
  const shared = { ...deps, awards };
  return {
    vip: createVipService(shared),
    missions: createMissionService(shared),
    spin: createSpinService(shared),
    weekly: createWeeklyService(shared),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
