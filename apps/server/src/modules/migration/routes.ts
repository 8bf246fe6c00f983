// Account migration from a child app to this main app (spec §3 migration info, §4, §7 /x2/vest/*
// and /x2/migration-bonus/check), and the protect-migration check of start-up.
//
// The child app's operator exports its accounts (seed file `childAccounts`: app code, user code,
// balance, phone, name, last login, last device) into child_accounts. Then:
// - the child app asks /x2/vest/check_banner_show which tip to show: migrate-over while the account
//   has a balance here to move, play-in-main once it migrated, jump-to-main otherwise (spec §4);
//   the migrate-over link carries userCode and appCode to the main app's /transferToMain;
// - the main app asks /x2/vest/main_account_available/check: the amount, the award, the main
//   account of that phone if any, and a migration token (kept only as a hash, 30 minutes);
// - the player proves the phone with a login code (/x2/sms/sendLogin) and calls
//   /x2/vest/login_migrate with the migration token as its forced token: in one transaction the
//   child account is marked migrated and its balance (cause deposit, record type MIGRATION) plus
//   the award (bonus wallet) are credited — at most once, whatever is retried or raced — and a
//   main-app session is returned. A new account made this way has no password: its
//   protect-migration state is INIT until its owner sets one (spec §4 protection prompt).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { HEADERS, type MIGRATION_TIPS } from '@perya/api/contract';
import { PROTECT_MIGRATION_NONE, PROTECT_MIGRATION_STATES, privateName, type ProtectMigrationState } from '@perya/domain';
import type { ChildAccountsTable, Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { callerOf, tokenOf } from '../../http/routes';
import { headerValue, type Handlers } from '../../http/handlers';
import type { AccountService } from '../account/service';
import type { SessionService } from '../account/sessions';
import type { SmsService } from '../sms/service';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import { INTERNAL_KEYS, readConfigValue } from '../app/seed';
import type { ProtectionGuard } from '../protection/service';

/** How long a migration token from main_account_available/check works (ours). */
export const MIGRATION_TOKEN_TTL_MS = 30 * 60 * 1000;

type ChildAccount = Selectable<ChildAccountsTable>;
type MigrationTip = (typeof MIGRATION_TIPS)[number];

export interface MigrationDeps {
  readonly db: Kysely<Database>;
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly sms: SmsService;
  readonly ledger: Ledger;
  readonly now: () => number;
  /**
   * Player protection (issue 15) and spec §6: the migration bonus is withheld from an excluded or
   * frozen player and from a second account of one player (the balance still moves).
   */
  readonly guard: Pick<ProtectionGuard, 'promotionsWithheld'>;
  /**
   * Whether a player of this sign-up app code may get an account-arrival bonus (issue 15 sign-up
   * bonus): the migration award is neither offered nor paid where the market bans it.
   */
  readonly signUpBonus: (appCode: string | null | undefined) => boolean;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** "0917***4567": enough for the owner to recognise, not enough for anyone else. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? `${phone.slice(0, 2)}***` : `${phone.slice(0, 4)}***${phone.slice(-4)}`;
}

function isProtectState(value: string): value is ProtectMigrationState {
  return (PROTECT_MIGRATION_STATES as readonly string[]).includes(value);
}

export function migrationHandlers(deps: MigrationDeps): Handlers {
  const { db, accounts, sessions, sms, ledger, now } = deps;

  /**
   * The award for moving here, for a player of this app code (the main account's; a new account has
   * none, so the operator's market): none where the market bans sign-up bonuses.
   */
  async function award(appCode: string | null): Promise<{ migrateAward: string; migrateAwardAmount: number }> {
    const stored = await readConfigValue(db, INTERNAL_KEYS.migrationAward);
    if (stored === undefined || !deps.signUpBonus(appCode)) return { migrateAward: '', migrateAwardAmount: 0 };
    return JSON.parse(stored) as { migrateAward: string; migrateAwardAmount: number };
  }

  /** The sign-up app code of the main account a child account's phone would move into (null: none yet). */
  async function mainAppCode(child: ChildAccount & { phone: string }): Promise<string | null> {
    const main = await db.selectFrom('users').select('app_code').where('phone', '=', childPhone(child)).executeTakeFirst();
    return main?.app_code ?? null;
  }

  async function mainAppUrl(): Promise<string> {
    const stored = await readConfigValue(db, INTERNAL_KEYS.migration);
    return stored === undefined ? '' : (JSON.parse(stored) as { mainAppUrl: string }).mainAppUrl;
  }

  async function childAccount(appCode: string, userCode: string): Promise<ChildAccount | undefined> {
    return db.selectFrom('child_accounts').selectAll().where('app_code', '=', appCode).where('user_code', '=', userCode).executeTakeFirst();
  }

  /** The E.164 number of a child account's exported phone, or undefined when it is not a valid one. */
  function childPhone(child: ChildAccount & { phone: string }): string {
    return accounts.phoneOf(child.phone);
  }

  /** A child account that can still move here: exported with a valid phone, not migrated yet. */
  function migratable(child: ChildAccount | undefined): child is ChildAccount & { phone: string } {
    if (child === undefined || child.migrated_at !== null || child.phone === null) return false;
    try {
      childPhone({ ...child, phone: child.phone });
      return true;
    } catch {
      // An exported phone that is no number of this brand cannot be proven by SMS: it stays behind.
      return false;
    }
  }

  return {
    async migrationBonusCheck(input) {
      const child = await childAccount(input.appCode, input.userCode);
      const canMigrate = migratable(child);
      const { migrateAward, migrateAwardAmount } = canMigrate ? await award(await mainAppCode(child)) : { migrateAward: '', migrateAwardAmount: 0 };
      return {
        canMigrate,
        migrateAmount: canMigrate ? child.amount : 0,
        migrateAward: canMigrate ? migrateAward : '',
        migrateAwardAmount: canMigrate ? migrateAwardAmount : 0,
      };
    },

    async vestCheckBannerShow(input) {
      const url = await mainAppUrl();
      if (url === '') return { tip: null, mainAppUrl: '' };
      const child = await childAccount(input.appCode, input.userCode);
      let tip: MigrationTip = 'jumpToMain';
      let link = url;
      if (child?.migrated_at !== null && child?.migrated_at !== undefined) tip = 'playInMain';
      else if (migratable(child) && child.amount > 0) {
        tip = 'migrateOver';
        const params = new URLSearchParams({ userCode: input.userCode, appCode: input.appCode });
        link = `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
      }
      return { tip, mainAppUrl: link };
    },

    async vestMigratedVisitReport(input) {
      const updated = await db
        .updateTable('child_accounts')
        .set((eb) => ({ visits_after_migration: eb('visits_after_migration', '+', 1), last_visit_at: now() }))
        .where('app_code', '=', input.appCode)
        .where('user_code', '=', input.userCode)
        .where('migrated_at', 'is not', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new AppError('MIGRATION_NOT_AVAILABLE');
      return null;
    },

    async vestRecentLoginAccount(input, ctx) {
      const device = headerValue(ctx.request.headers, HEADERS.deviceInfoId);
      if (device === undefined) return null;
      const child = await db
        .selectFrom('child_accounts')
        .selectAll()
        .where('app_code', '=', input.appCode)
        .where('device_info_id', '=', device)
        .where('phone', 'is not', null)
        .orderBy('last_login_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (child === undefined || child.phone === null) return null;
      return { userId: child.user_code, phone: maskPhone(child.phone), name: privateName(child.name ?? ''), lastLoginTime: child.last_login_at ?? 0 };
    },

    async vestMainAccountAvailable(input) {
      const child = await childAccount(input.appCode, input.userCode);
      if (!migratable(child)) throw new AppError('MIGRATION_NOT_AVAILABLE');
      const main = await db.selectFrom('users').select(['id', 'name', 'phone', 'updated_at', 'app_code']).where('phone', '=', childPhone(child)).executeTakeFirst();
      const token = randomBytes(32).toString('base64url');
      await db
        .updateTable('child_accounts')
        .set({ token_hash: sha256(token), token_expires_at: now() + MIGRATION_TOKEN_TTL_MS })
        .where('id', '=', child.id)
        .where('migrated_at', 'is', null)
        .execute();
      const { migrateAward, migrateAwardAmount } = await award(main?.app_code ?? null);
      return {
        canMainAccountRegister: main === undefined,
        amount: child.amount,
        accountInfo: main === undefined ? null : { userId: String(main.id), phone: maskPhone(child.phone), name: privateName(main.name), lastLoginTime: main.updated_at },
        // The phone is proven with a login code before anything moves.
        needOtpValidate: true,
        token,
        userCode: child.user_code,
        appCode: child.app_code,
        migrateAmount: child.amount,
        migrateAward,
        migrateAwardAmount,
      };
    },

    async vestLoginMigrate(input, ctx) {
      const token = tokenOf(ctx.request);
      const child = await childAccount(input.appCode, input.userCode);
      if (
        token === undefined ||
        !migratable(child) ||
        child.token_hash === null ||
        child.token_hash !== sha256(token) ||
        (child.token_expires_at ?? 0) <= now()
      ) {
        throw new AppError('MIGRATION_NOT_AVAILABLE');
      }
      if (input.verifyCode === undefined) throw new AppError('VALIDATION', 'codeInvalid');
      const phone = childPhone(child);
      await sms.verify(phone, ['login'], input.verifyCode, { consume: true });

      const { user } = await accounts.migrationTarget(phone, child.name);
      const { migrateAwardAmount: offered } = await award(user.app_code);
      let migrateAwardAmount = offered;
      const at = now();
      await ledger.transaction(async (trx) => {
        const claimed = await trx
          .updateTable('child_accounts')
          .set({ migrated_at: at, migrated_user_id: user.id, token_hash: null, token_expires_at: null })
          .where('id', '=', child.id)
          .where('migrated_at', 'is', null)
          .executeTakeFirst();
        // Raced by another login_migrate of the same account: that one moved the money.
        if (Number(claimed.numUpdatedRows) === 0) throw new AppError('MIGRATION_NOT_AVAILABLE');
        const reference = `${child.app_code}:${child.user_code}`;
        if (migrateAwardAmount > 0 && (await deps.guard.promotionsWithheld(trx, user.id))) migrateAwardAmount = 0;
        const migration = transfers.transfer(
          { key: `migration:${child.id}`, cause: 'deposit', reference, memo: `child account ${reference}` },
          child.amount > 0 ? transfers.legs.migratedBalance({ userId: user.id, amount: child.amount, remark: 'Migrated balance' }) : [],
          migrateAwardAmount > 0 ? transfers.legs.migrationBonus({ userId: user.id, amount: migrateAwardAmount, remark: 'Migration bonus' }) : [],
        );
        if (migration.postings.length > 0) await ledger.post(migration, trx);
      });
      const session = await sessions.issue(user.id);
      return { token: session.token, userId: String(user.id), migrateAmount: child.amount, migrateAwardAmount };
    },

    async protectMigrationCheck(_input, ctx) {
      const { user } = callerOf(ctx);
      const state = isProtectState(user.protect_migration) ? user.protect_migration : PROTECT_MIGRATION_NONE;
      return { state };
    },
  };
}
