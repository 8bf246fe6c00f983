// Player protection (issue 15): the age gate, the player's own deposit, loss and play-time limits,
// the reality check, cooling-off and self-exclusion, the market's switches and identity checks
// (KYC). The spec shows none of these endpoints, so every path and shape here is our design. The
// rules are @perya/domain protection.ts; the server enforces them on every deposit, bet and bonus.
//
// Refusals carry their details in the error envelope's `data` (PROTECTION_REFUSAL below), so a
// page can say which limit stopped the player and when it resets.
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { epochMs, issue, signedMinorUnits } from './common';

// The names of @perya/domain LIMIT_KINDS, LIMIT_PERIODS, MARKETS, SELF_EXCLUSION_MONTHS and
// REALITY_CHECK_MINUTES (contract.test checks they agree). Written out so the domain's protection
// rules load with the protection pages, not with the contract every page fetches at start-up.
export const LIMIT_KINDS_CONTRACT = ['deposit', 'loss', 'session'] as const;
export const LIMIT_PERIODS_CONTRACT = ['day', 'week', 'month'] as const;
export const MARKETS_CONTRACT = ['PH', 'BR', 'MX', 'IN', 'MY', 'ID', 'CN'] as const;
export const SELF_EXCLUSION_TERMS_CONTRACT = ['6m', '1y', '5y'] as const;
export const REALITY_CHECK_MINUTES_CONTRACT = [15, 30, 45, 60, 90, 120] as const;
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export const KYC_DOCUMENT_TYPES = ['nationalId', 'passport', 'driversLicense', 'umid', 'cpf'] as const;
/** Cooling-off length in hours: 24 h to 6 weeks (domain COOLING_OFF_MIN_MS..MAX_MS). */
export const COOLING_OFF_HOURS = { min: 24, max: 42 * 24 } as const;
/** Largest selfie accepted, as the base64 data URL's length (about 1.5 MB of image). */
export const KYC_SELFIE_MAX_CHARS = 2_000_000;

export const limitKind = z.enum(LIMIT_KINDS_CONTRACT);
export const limitPeriod = z.enum(LIMIT_PERIODS_CONTRACT);
export const market = z.enum(MARKETS_CONTRACT);

/** deposit and loss limits are minor units, session limits minutes; null is no limit. */
const limitAmount = z.nullable(z.int().check(z.positive(issue('amountRequired')), z.lte(10_000_000_000_000)));

export const marketRulesSchema = z.object({
  market,
  minAge: z.int(),
  /** e-sabong may be offered. */
  sabong: z.boolean(),
  /** Crypto cash in and out may be offered. */
  crypto: z.boolean(),
  /** A bonus for signing up may be given. */
  signUpBonus: z.boolean(),
  /** Identity is verified before the first deposit. */
  kycBeforeDeposit: z.boolean(),
  helpLines: z.array(z.object({ name: z.string(), contact: z.string() })),
});
export type MarketRulesData = z.output<typeof marketRulesSchema>;

export const limitSchema = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** The limit in force now (null: none). */
  amount: limitAmount,
  /** A loosening waiting for its time (24 h after it was asked). */
  pending: z.nullable(z.object({ amount: limitAmount, effectiveAt: epochMs })),
  /** What this period holds so far: money deposited, net money lost (minor units), or minutes played. */
  used: z.int().check(z.nonnegative()),
  /** When this period ends and the limit is whole again. */
  resetsAt: epochMs,
});
export type LimitData = z.output<typeof limitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(['coolingOff', 'selfExclusion']),
  startedAt: epochMs,
  endsAt: epochMs,
  /**
   * When the player may ask to end it early (a self-exclusion after its first 6 months; it then ends
   * 24 h after the request), else null (a cooling-off, a 6-month term, or already asked).
   */
  liftableFrom: z.nullable(epochMs),
});
export type ExclusionData = z.output<typeof exclusionSchema>;

export const protectionStateSchema = z.object({
  serverTime: epochMs,
  /** The switches of the player's market (the brand's, or the operator's default). */
  rules: marketRulesSchema,
  /** 'YYYY-MM-DD', or '' when the player has not given it yet (asked once, before any play). */
  birthday: z.string(),
  /** Every kind × period, the limits in force and their use this period. */
  limits: z.array(limitSchema),
  /** The reality check interval the player chose (null: off). */
  realityCheckMinutes: z.nullable(z.int()),
  /** The current sitting (bets no more than 5 minutes apart): its start, time played, net result. */
  sitting: z.object({
    startedAt: z.nullable(epochMs),
    playedMs: z.int().check(z.nonnegative()),
    /** Money won minus money staked in the sitting (negative: lost). */
    net: signedMinorUnits,
    /** When the next reality check is due (null: none set, or not playing). */
    nextCheckAt: z.nullable(epochMs),
  }),
  /** A cooling-off or self-exclusion in force, else null. */
  exclusion: z.nullable(exclusionSchema),
  kyc: z.object({
    status: z.enum(KYC_STATUSES),
    /** The market asks for it before the first deposit. */
    required: z.boolean(),
    documentType: z.nullable(z.enum(KYC_DOCUMENT_TYPES)),
    /** The document number's last 4 characters (the rest is never sent back). */
    documentTail: z.string(),
  }),
});
export type ProtectionState = z.output<typeof protectionStateSchema>;

/**
 * The `data` of a refusal by the protection rules (codes AGE_UNCONFIRMED, AGE_RESTRICTED,
 * LIMIT_REACHED, SELF_EXCLUDED, KYC_REQUIRED, NOT_IN_MARKET): what stopped the action and, for a
 * limit or an exclusion, when it opens again.
 */
export const protectionRefusalSchema = z.object({
  reason: z.enum(['ageUnconfirmed', 'ageRestricted', 'limit', 'excluded', 'kycRequired', 'market']),
  kind: z.optional(limitKind),
  period: z.optional(limitPeriod),
  limit: z.optional(z.int()),
  remaining: z.optional(z.int()),
  /** When the limit resets or the exclusion ends. */
  resetsAt: z.optional(epochMs),
  minAge: z.optional(z.int()),
});
export type ProtectionRefusal = z.output<typeof protectionRefusalSchema>;

export const protectionState = defineEndpoint({
  name: 'protectionState',
  method: 'GET',
  path: '/x2/protection/state',
  request: () => z.object({}),
  response: () => protectionStateSchema,
  options: { turnLogin: false },
  summary: "The player's limits, reality check, exclusion, identity check and market rules (our design).",
});

export const protectionLimitSet = defineEndpoint({
  name: 'protectionLimitSet',
  method: 'POST',
  path: '/x2/protection/limit',
  request: () => z.object({ kind: limitKind, period: limitPeriod, amount: limitAmount }),
  response: () =>
    z.object({
      limit: limitSchema,
      /** now: a cut (or a first limit) in force at once; later: a loosening, in force at effectiveAt. */
      effect: z.enum(['now', 'later', 'none']),
      effectiveAt: epochMs,
    }),
  summary: 'Sets a deposit, loss or play-time limit: a cut at once, a raise or removal after 24 h (our design).',
});

export const protectionRealityCheckSet = defineEndpoint({
  name: 'protectionRealityCheckSet',
  method: 'POST',
  path: '/x2/protection/realityCheck',
  request: () => z.object({ minutes: z.nullable(z.literal(REALITY_CHECK_MINUTES_CONTRACT)) }),
  response: () => z.object({ realityCheckMinutes: z.nullable(z.int()) }),
  summary: 'Sets (or switches off) the reality check interval in minutes (our design).',
});

export const protectionExclude = defineEndpoint({
  name: 'protectionExclude',
  method: 'POST',
  path: '/x2/protection/exclude',
  request: () =>
    z.object({
      kind: z.enum(['coolingOff', 'selfExclusion']),
      /** coolingOff: its length in hours, 24 to 1008 (6 weeks). */
      hours: z.optional(z.int().check(z.gte(COOLING_OFF_HOURS.min), z.lte(COOLING_OFF_HOURS.max))),
      /** selfExclusion: 6 months, 1 year or 5 years. */
      term: z.optional(z.enum(SELF_EXCLUSION_TERMS_CONTRACT)),
    }),
  response: () => z.object({ exclusion: exclusionSchema }),
  summary: 'Starts (or lengthens) a cooling-off or a self-exclusion; it cannot be shortened (our design).',
});

export const protectionLift = defineEndpoint({
  name: 'protectionLift',
  method: 'POST',
  path: '/x2/protection/lift',
  request: () => z.object({}),
  response: () => z.object({ exclusion: exclusionSchema }),
  summary: 'Asks to end a self-exclusion after its irrevocable first 6 months: it ends 24 h later (our design).',
});

export const protectionHistory = defineEndpoint({
  name: 'protectionHistory',
  method: 'GET',
  path: '/x2/protection/history',
  request: () => z.object({ limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))) }),
  response: () =>
    z.object({
      list: z.array(
        z.object({
          id: z.int(),
          /** When the player asked. */
          at: epochMs,
          type: z.enum(['limit', 'realityCheck', 'coolingOff', 'selfExclusion', 'selfExclusionLift', 'birthday', 'kyc']),
          kind: z.nullable(limitKind),
          period: z.nullable(limitPeriod),
          /** Limit before and after (null: none); reality check minutes; exclusion hours/months. */
          from: z.nullable(z.int()),
          to: z.nullable(z.int()),
          /** When the change is (or was) in force: at once, 24 h later, or an exclusion's end. */
          effectiveAt: epochMs,
        }),
      ),
    }),
  summary: "The player's protection changes, newest first: the record an auditor reads (our design).",
});

export const protectionBirthday = defineEndpoint({
  name: 'protectionBirthday',
  method: 'POST',
  path: '/x2/protection/birthday',
  request: () => z.object({ birthday: z.iso.date(issue('birthdayInvalid')) }),
  response: () => z.object({ birthday: z.string() }),
  summary: 'Gives the date of birth once (players from before the age gate). Errors: AGE_RESTRICTED, ALREADY_BOUND (our design).',
});

export const kycSubmit = defineEndpoint({
  name: 'kycSubmit',
  method: 'POST',
  path: '/x2/kyc/submit',
  request: () =>
    z.object({
      documentType: z.enum(KYC_DOCUMENT_TYPES),
      documentNumber: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 .\-/]{3,31}$/, issue('documentNumberInvalid'))),
      /** A photo of the player holding the document: a data URL, image/jpeg or image/png. */
      selfie: z.string().check(
        z.regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/, issue('selfieInvalid')),
        z.maxLength(KYC_SELFIE_MAX_CHARS, issue('selfieTooLarge')),
      ),
    }),
  response: () => z.object({ status: z.enum(KYC_STATUSES) }),
  summary: 'Sends the identity check (document and selfie) to the identity adapter; stored encrypted at rest (our design).',
});
