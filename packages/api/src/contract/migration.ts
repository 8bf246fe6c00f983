// Account migration from a child app to the main app (spec §3 migration info, §4, §7).
import { z } from 'zod/mini';
import { PROTECT_MIGRATION_STATES } from '@perya/domain';
import { empty, epochMs, minorUnits, smsCode, userId } from './common';
import { defineEndpoint } from './endpoint';

/** Which app and account a migration call is about. */
const caller = z.object({
  /** The user's code (id) in the child app. */
  userCode: z.string().check(z.minLength(1)),
  /** The child app's code. */
  appCode: z.string().check(z.minLength(1)),
});

/** Child app tip kinds, each shown once per day (spec §4). */
export const MIGRATION_TIPS = ['jumpToMain', 'migrateOver', 'playInMain'] as const;

export const migrationAccountInfo = z.object({
  userId,
  /** Masked, e.g. "0917***4567". */
  phone: z.string(),
  name: z.string(),
  lastLoginTime: epochMs,
});

/** Migration info (spec §3). */
export const migrationInfo = z.object({
  /** No main account exists for this phone yet: one can be registered by migrating. */
  canMainAccountRegister: z.boolean(),
  /** Child-app balance to move. */
  amount: minorUnits,
  /** The main account the child account maps to, when one exists. */
  accountInfo: z.nullable(migrationAccountInfo),
  /** An SMS code (purpose security) must be verified before login_migrate. */
  needOtpValidate: z.boolean(),
  /** Migration token: the forced token of /x2/vest/login_migrate. */
  token: z.string(),
  userCode: z.string(),
  appCode: z.string(),
  migrateAmount: minorUnits,
  /** Award description and amount for migrating. */
  migrateAward: z.string(),
  migrateAwardAmount: minorUnits,
});
export type MigrationInfo = z.output<typeof migrationInfo>;

export const migrationBonusCheck = defineEndpoint({
  name: 'migrationBonusCheck',
  method: 'POST',
  path: '/x2/migration-bonus/check',
  request: () => caller,
  response: () => z.object({
    canMigrate: z.boolean(),
    migrateAmount: minorUnits,
    migrateAward: z.string(),
    migrateAwardAmount: minorUnits,
  }),
  options: { noToast: true },
  summary: 'What migrating would pay (spec §7 "caller fields").',
});

export const vestCheckBannerShow = defineEndpoint({
  name: 'vestCheckBannerShow',
  method: 'POST',
  path: '/x2/vest/check_banner_show',
  request: () => caller,
  /** The tip to show in the child app, or null for none. */
  response: () => z.object({ tip: z.nullable(z.enum(MIGRATION_TIPS)), mainAppUrl: z.string() }),
  options: { noToast: true },
  auth: 'optional',
  summary: 'Which migration tip the child app shows (spec §4).',
});

export const vestMigratedVisitReport = defineEndpoint({
  name: 'vestMigratedVisitReport',
  method: 'POST',
  path: '/x2/vest/migrated/visit/report',
  request: () => caller,
  response: () => z.null(),
  options: { noToast: true, swallowErrors: true },
  auth: 'optional',
  summary: 'Report that a migrated user opened the child app.',
});

export const vestRecentLoginAccount = defineEndpoint({
  name: 'vestRecentLoginAccount',
  method: 'POST',
  path: '/x2/vest/recent_login_account/get',
  request: () => z.object({ appCode: z.string().check(z.minLength(1)) }),
  response: () => z.nullable(migrationAccountInfo),
  options: { noToast: true },
  auth: 'optional',
  summary: 'The account last used on this device in the child app (by device info id).',
});

export const vestMainAccountAvailable = defineEndpoint({
  name: 'vestMainAccountAvailable',
  method: 'POST',
  path: '/x2/vest/main_account_available/check',
  request: () => caller,
  response: () => migrationInfo,
  options: { noToast: true },
  auth: 'optional',
  summary: 'Main app: can this child account be migrated; returns the migration token. Errors: MIGRATION_NOT_AVAILABLE.',
});

export const vestLoginMigrate = defineEndpoint({
  name: 'vestLoginMigrate',
  method: 'POST',
  path: '/x2/vest/login_migrate',
  request: () => z.extend(caller, { verifyCode: z.optional(smsCode) }),
  response: () => z.object({
    /** The main-app session to store (spec §4 "/transferToMain ... stores a new token"). */
    token: z.string().check(z.minLength(1)),
    userId,
    migrateAmount: minorUnits,
    migrateAwardAmount: minorUnits,
  }),
  options: { forcedToken: true, turnLogin: false, headerOverrides: ['token'] },
  // The token header carries the migration token, not a session: the server checks it itself.
  auth: 'none',
  summary:
    'Migrate and log in to the main app with the migration token (spec §7 forced token). verifyCode: a login code ' +
    '(/x2/sms/sendLogin) to the child account\'s phone, required when needOtpValidate. Errors: MIGRATION_NOT_AVAILABLE ' +
    '(unknown, already migrated, or the token is wrong or expired), CODE_INCORRECT, CODE_EXPIRED.',
});

/** Protect-migration state; INIT shows the protection prompt (spec §4). NONE/PROTECTED ours. */
export { PROTECT_MIGRATION_STATES };

/**
 * The protect-migration check of start-up (spec §4: "when enabled and a token exists"). The spec
 * does not show its path (§7); ours sits with the other migration calls under /x2/vest/, named
 * like them (`<subject>/<verb>`, cf. main_account_available/check), where an operator reading the
 * access log looks for it. The state is the caller's: NONE (not a migrated account), INIT (it
 * arrived by /x2/vest/login_migrate and has no password yet: the app shows the protection prompt,
 * which leads to the password change), PROTECTED (a password was set since).
 */
export const protectMigrationCheck = defineEndpoint({
  name: 'protectMigrationCheck',
  method: 'POST',
  path: '/x2/vest/protect_migration/check',
  request: () => empty,
  response: () => z.object({ state: z.enum(PROTECT_MIGRATION_STATES) }),
  options: { noToast: true, turnLogin: false },
  summary: 'Protect-migration check at start-up (spec §4); the caller\'s state. Path not shown in the spec (§7); ours.',
});
