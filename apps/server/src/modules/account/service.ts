// Accounts: register, the three ways to log in, profile edits and password change (spec §7).
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { PROTECT_MIGRATION_INIT, PROTECT_MIGRATION_PROTECTED, normalizeIp, normalizePhone, playerDevice, validateName } from '@perya/domain';
import { isCommonPassword } from '@perya/domain/commonPasswords';
import type { Database, NewUser, User } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { QueuedPasswordHasher } from '../../security/hashQueue';
import type { LoginGuard, LoginSource } from '../../security/loginGuard';
import type { GoogleVerifier } from '../../adapters/identity/google';
import type { FacebookVerifier } from '../../adapters/identity/facebook';
import { AppError } from '../../http/errors';
import type { SessionService } from './sessions';
import type { SmsService } from '../sms/service';
import { normalizeEmail, type EmailCodeService } from '../email/service';

/** Sign-up attribution the register and login calls carry (spec §7). */
export interface SignupFields {
  readonly inviteCode?: string | undefined;
  readonly giveBonus?: 0 | 1 | undefined;
  readonly source?: string | undefined;
  readonly adData?: Record<string, unknown> | undefined;
  readonly afId?: string | undefined;
  readonly fbInsId?: string | undefined;
  /** The app's code header (issue 11: decides the account's brand game switches). */
  readonly appCode?: string | undefined;
  /** The IP the sign-up came from (spec §6 one IP per player: invite rewards, issue 12). */
  readonly registerIp?: string | undefined;
  /** The device-info id header of the sign-up (spec §6 one account per player). */
  readonly registerDevice?: string | undefined;
  /** Date of birth 'YYYY-MM-DD' (issue 15 age gate); without it the player is asked once before any play. */
  readonly birthday?: string | undefined;
}

export interface AuthResult {
  readonly token: string;
  readonly userId: string;
  readonly isNew: boolean;
}

export interface ProfileEdit {
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly birthday?: string | undefined;
  readonly avatar?: number | undefined;
  readonly phone?: string | undefined;
  readonly verifyCode?: string | undefined;
  /** The code /x2/email/send mailed to `email` (issue 26 item 5). */
  readonly emailCode?: string | undefined;
}

export interface AccountServiceDeps {
  readonly db: Kysely<Database>;
  readonly sessions: SessionService;
  readonly sms: SmsService;
  /** Codes that prove an email before it binds (issue 26 item 5). */
  readonly emailCodes: EmailCodeService;
  readonly passwords: QueuedPasswordHasher;
  readonly loginGuard: LoginGuard;
  readonly google: GoogleVerifier;
  readonly facebook: FacebookVerifier;
  /** The brand's dialling code (config PHONE_DIAL_CODE): phones are stored in E.164 for it. */
  readonly dialCode: string;
  readonly now: () => number;
  /**
   * The age gate (issue 15): throws AGE_RESTRICTED when a date of birth is under the minimum age
   * of the market of the brand (app code) the player signs up from.
   */
  readonly checkBirthday: (birthday: string, appCode: string | null | undefined) => void;
  /**
   * Whether the market of a sign-up app code allows a sign-up bonus (issue 15): where it does not,
   * the account is still created but never marked for one (give_bonus 0, whatever the app sent).
   */
  readonly signUpBonus: (appCode: string | null | undefined) => boolean;
  /**
   * Runs in the new account's own transaction (spec §6 the free wheel spin of a new registrant):
   * what a new account is given at birth; a failure undoes the registration.
   */
  readonly onRegistered?: ((trx: Transaction<Database>, user: User) => Promise<void>) | undefined;
}

/**
 * Longest password we hash. Spec §5 sets only a minimum; the cap (ours) keeps scrypt's input
 * bounded so a huge body cannot buy CPU time.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** A password being set: bounded, and not one of the most common ones (spec §5, issue 11). */
function checkNewPassword(pwd: string): void {
  if (pwd.length > PASSWORD_MAX_LENGTH) throw new AppError('VALIDATION', 'passwordInvalid');
  if (isCommonPassword(pwd)) throw new AppError('VALIDATION', 'passwordTooCommon');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Avatar index is random 0-5 at sign-up (spec §3, §9). */
const AVATAR_COUNT = 6;

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}

/** A name until the player sets one: not the full phone number, which others may see. */
function defaultName(phone: string | null): string {
  return phone === null ? `Player${randomInt(1000, 10_000)}` : `Player${phone.slice(-4)}`;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, sessions, sms, emailCodes, passwords, loginGuard, google, facebook, dialCode, now } = deps;

  /** The E.164 number of a phone as a caller wrote it (0917..., 917..., +63917...), or PHONE_INVALID. */
  function phoneOf(input: string): string {
    const result = normalizePhone(input, dialCode);
    if (!result.ok) throw new AppError('PHONE_INVALID', result.error);
    return result.value;
  }

  // Compared against when the account does not exist, so a miss costs as long as a wrong password.
  let dummyHash: Promise<string> | undefined;

  async function findByAccount(account: string): Promise<User | undefined> {
    return (
      (await db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst()) ??
      (await db.selectFrom('users').selectAll().where('phone', '=', account).executeTakeFirst())
    );
  }

  /** The account holding an email (normalised), if any: one account per email (issue 26 item 5). */
  async function emailHolder(email: string): Promise<number | undefined> {
    return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
  }

  async function inviterId(code: string | undefined): Promise<number | null> {
    if (code === undefined || code === '') return null;
    const inviter = await db.selectFrom('users').select('id').where('invite_code', '=', code.toUpperCase()).executeTakeFirst();
    if (inviter === undefined) throw new AppError('INVITE_CODE_INVALID');
    return inviter.id;
  }

  async function createUser(fields: {
    account: string;
    phone: string | null;
    passwordHash: string | null;
    googleSub: string | null;
    facebookId?: string | null;
    email: string | null;
    name: string | null;
    verified: boolean;
    signup: SignupFields;
  }): Promise<User> {
    if (fields.signup.birthday !== undefined) deps.checkBirthday(fields.signup.birthday, fields.signup.appCode);
    const inviter = await inviterId(fields.signup.inviteCode);
    const at = now();
    for (let attempt = 0; ; attempt++) {
      const values: NewUser = {
        account: fields.account,
        phone: fields.phone,
        password_hash: fields.passwordHash,
        name: fields.name ?? defaultName(fields.phone),
        email: fields.email,
        birthday: fields.signup.birthday ?? null,
        avatar: randomInt(0, AVATAR_COUNT),
        google_sub: fields.googleSub,
        facebook_id: fields.facebookId ?? null,
        invite_code: newInviteCode(),
        inviter_id: inviter,
        give_bonus: deps.signUpBonus(fields.signup.appCode) ? (fields.signup.giveBonus ?? 0) : 0,
        source: fields.signup.source ?? null,
        ad_data: fields.signup.adData === undefined ? null : JSON.stringify(fields.signup.adData),
        af_id: fields.signup.afId ?? null,
        fb_ins_id: fields.signup.fbInsId ?? null,
        app_code: fields.signup.appCode ?? null,
        register_ip: normalizeIp(fields.signup.registerIp)?.slice(0, 64) ?? null,
        register_device: playerDevice(fields.signup.registerDevice) ?? null,
        verified: fields.verified ? 1 : 0,
        store_status: 1,
        created_at: at,
        updated_at: at,
        security_changed_at: null,
      };
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
          await deps.onRegistered?.(trx, user);
          return user;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The account (or phone/Google id) was taken meanwhile; an invite-code clash is retried.
        if (await findByAccount(fields.account)) throw new AppError('ACCOUNT_EXISTS');
        if (fields.googleSub !== null) {
          const existing = await db.selectFrom('users').select('id').where('google_sub', '=', fields.googleSub).executeTakeFirst();
          if (existing) throw new AppError('ACCOUNT_EXISTS');
        }
        if (fields.facebookId != null) {
          const existing = await db.selectFrom('users').select('id').where('facebook_id', '=', fields.facebookId).executeTakeFirst();
          if (existing) throw new AppError('ACCOUNT_EXISTS');
        }
        // The identity provider's email was bound to another account meanwhile: sign up without it.
        if (fields.email !== null && (await emailHolder(fields.email)) !== undefined) fields = { ...fields, email: null };
        if (attempt >= 5) throw error;
      }
    }
  }

  /**
   * The owner just proved the account's phone with an SMS code. An account made before phones had
   * to be proven ends every other session on its first proof (and loses the mark), so whoever
   * registered the number first is logged out; nothing else is reset.
   */
  async function provePhone(user: User): Promise<void> {
    if (user.phone_unproven === 1) {
      await sessions.revokeAll(user.id);
      await db.updateTable('users').set({ phone_unproven: 0, verified: 1, updated_at: now() }).where('id', '=', user.id).execute();
      await sessions.userChanged(user.id);
    } else if (user.verified === 0) {
      await db.updateTable('users').set({ verified: 1, updated_at: now() }).where('id', '=', user.id).execute();
      await sessions.userChanged(user.id);
    }
  }

  async function sessionFor(user: User, isNew: boolean): Promise<AuthResult> {
    const { token } = await sessions.issue(user.id);
    return { token, userId: String(user.id), isNew };
  }

  return {
    /**
     * POST /x2/user/registerByAccount/v2 (spec §7). The phone must be proven with the code
     * /x2/sms/sendRegister sent to it (used up), so nobody can take a number they do not hold.
     */
    async registerByAccount(input: string, pwd: string, code: string, signup: SignupFields, source: LoginSource): Promise<AuthResult> {
      const account = phoneOf(input);
      checkNewPassword(pwd);
      if (await findByAccount(account)) throw new AppError('ACCOUNT_EXISTS');
      await inviterId(signup.inviteCode);
      // The code is checked before the (costly) hash and used up only once the hash is made.
      await sms.verify(account, ['register'], code, { consume: false });
      const passwordHash = await passwords.hash(pwd, source.ip);
      await sms.verify(account, ['register'], code, { consume: true });
      const user = await createUser({ account, phone: account, passwordHash, googleSub: null, email: null, name: null, verified: true, signup });
      return sessionFor(user, true);
    },

    /**
     * POST /x2/user/loginByAccount (spec §7). Same answer for unknown account and wrong password.
     * Wrong passwords lock out the device (and IP) they come from for this account, never the
     * account itself (src/security/loginGuard.ts).
     */
    async loginByAccount(input: string, pwd: string, source: LoginSource): Promise<AuthResult> {
      const normalised = normalizePhone(input, dialCode);
      const account = normalised.ok ? normalised.value : input;
      const refusal = loginGuard.check(account, source);
      if (refusal !== undefined) throw new AppError('RATE_LIMITED', refusal === 'locked' ? 'loginLocked' : 'tooManyRequests');
      const user = pwd.length > PASSWORD_MAX_LENGTH || !normalised.ok ? undefined : await findByAccount(account);
      if (user === undefined || user.password_hash === null) {
        // A dummy made while the queue was busy is not kept: the next miss makes it again.
        dummyHash ??= passwords.hash('not-a-password', source.ip).catch((error: unknown) => {
          dummyHash = undefined;
          throw error;
        });
        if (pwd.length <= PASSWORD_MAX_LENGTH) await passwords.verify(pwd, await dummyHash, source.ip);
        loginGuard.failed(account, source);
        throw new AppError('CREDENTIALS_INCORRECT');
      }
      if (!(await passwords.verify(pwd, user.password_hash, source.ip))) {
        loginGuard.failed(account, source);
        throw new AppError('CREDENTIALS_INCORRECT');
      }
      loginGuard.succeeded(account, source);
      return sessionFor(user, false);
    },

    /**
     * POST /x2/account/loginByOtp: SMS login, or register v3 on first use of the phone (spec §7).
     * A code from sendLogin or sendRegister works; it is used up. The first such login of an
     * account made before phones had to be proven ends every other session of it (whoever
     * registered the number first is logged out) and clears the mark.
     */
    async loginByOtp(input: string, code: string, pwd: string | undefined, signup: SignupFields, source: LoginSource): Promise<AuthResult> {
      const account = phoneOf(input);
      if (pwd !== undefined) checkNewPassword(pwd);
      const existing = await findByAccount(account);
      if (existing === undefined) await inviterId(signup.inviteCode);
      await sms.verify(account, ['login', 'register'], code, { consume: true });
      if (existing !== undefined) {
        await provePhone(existing);
        return sessionFor(existing, false);
      }
      const passwordHash = pwd === undefined ? null : await passwords.hash(pwd, source.ip);
      const user = await createUser({ account, phone: account, passwordHash, googleSub: null, email: null, name: null, verified: true, signup });
      return sessionFor(user, true);
    },

    /** POST /x2/user/setGoogleLogin/v2 and /v3 (spec §7, §8 'clientId is required'). */
    async googleLogin(idToken: string, signup: SignupFields): Promise<AuthResult> {
      const result = await google.verify(idToken);
      if (!result.ok) {
        if (result.reason === 'clientIdMissing') throw new AppError('FEATURE_DISABLED', 'googleClientIdRequired');
        if (result.reason === 'unavailable') throw new AppError('SERVER_ERROR', 'networkAnomaly');
        throw new AppError('CREDENTIALS_INCORRECT', 'checkInformation');
      }
      const { sub, name } = result.identity;
      // Stored normalised, and only when no account holds it (one account per email).
      const email = result.identity.email === undefined ? undefined : normalizeEmail(result.identity.email);
      const existing = await db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
      if (existing !== undefined) return sessionFor(existing, false);
      const validName = name === undefined ? undefined : validateName(name);
      const emailFree = email !== undefined && email !== '' && (await emailHolder(email)) === undefined;
      const user = await createUser({
        account: `google:${sub}`,
        phone: null,
        passwordHash: null,
        googleSub: sub,
        email: emailFree ? (email ?? null) : null,
        name: validName?.ok === true ? validName.value : null,
        verified: false,
        signup,
      });
      return sessionFor(user, true);
    },

    /**
     * POST /x2/user/setFacebookLogin (spec §2 "login and sign-up with Facebook"): the access token
     * from the Facebook JS SDK, checked with the Graph API. The same rules as Google sign-in: the
     * Facebook user id finds its account, or a new one is made with the sign-up fields (invite
     * code, attribution, one-per-player checks of onRegistered).
     */
    async facebookLogin(accessToken: string, signup: SignupFields): Promise<AuthResult> {
      const result = await facebook.verify(accessToken);
      if (!result.ok) {
        if (result.reason === 'notConfigured') throw new AppError('FEATURE_DISABLED', 'featureDisabled');
        if (result.reason === 'unavailable') throw new AppError('SERVER_ERROR', 'networkAnomaly');
        throw new AppError('CREDENTIALS_INCORRECT', 'checkInformation');
      }
      const { id, name } = result.identity;
      // Stored normalised, and only when no account holds it (one account per email).
      const email = result.identity.email === undefined ? undefined : normalizeEmail(result.identity.email);
      const existing = await db.selectFrom('users').selectAll().where('facebook_id', '=', id).executeTakeFirst();
      if (existing !== undefined) return sessionFor(existing, false);
      const validName = name === undefined ? undefined : validateName(name);
      const emailFree = email !== undefined && email !== '' && (await emailHolder(email)) === undefined;
      const user = await createUser({
        account: `facebook:${id}`,
        phone: null,
        passwordHash: null,
        googleSub: null,
        facebookId: id,
        email: emailFree ? (email ?? null) : null,
        name: validName?.ok === true ? validName.value : null,
        verified: false,
        signup,
      });
      return sessionFor(user, true);
    },

    /**
     * POST /x2/user/info/edit. Email and phone bind once and cannot change (spec §4); a phone
     * binds only with an SMS code sent for purpose bindPhone, an email only with the code
     * /x2/email/send mailed to it, and no other account may hold it (issue 26 item 5). Every check
     * runs before any write.
     */
    async editProfile(user: User, edit: ProfileEdit): Promise<User> {
      const changes: Partial<NewUser> = {};
      if (edit.name !== undefined) {
        const name = validateName(edit.name);
        if (!name.ok) throw new AppError('NAME_EDIT_FAILED', name.error);
        changes.name = name.value;
      }
      const email = edit.email === undefined ? undefined : normalizeEmail(edit.email);
      if (edit.emailCode !== undefined && email === undefined) throw new AppError('VALIDATION', 'emailRequired');
      if (email !== undefined && email !== user.email) {
        if (user.email !== null) throw new AppError('ALREADY_BOUND');
        if (edit.emailCode === undefined) throw new AppError('VALIDATION', 'codeInvalid');
        if ((await emailHolder(email)) !== undefined) throw new AppError('ACCOUNT_EXISTS');
        changes.email = email;
      }
      // The date of birth is given once (issue 15 age gate): it cannot be changed to pass the gate.
      if (edit.birthday !== undefined && edit.birthday !== user.birthday) {
        if (user.birthday !== null && user.birthday !== '') throw new AppError('ALREADY_BOUND');
        deps.checkBirthday(edit.birthday, user.app_code);
        changes.birthday = edit.birthday;
      }
      if (edit.avatar !== undefined) changes.avatar = edit.avatar;
      if (edit.verifyCode !== undefined && edit.phone === undefined) throw new AppError('VALIDATION', 'phoneRequired');
      const phone = edit.phone === undefined ? undefined : phoneOf(edit.phone);
      if (phone !== undefined && phone !== user.phone) {
        if (user.phone !== null) throw new AppError('ALREADY_BOUND');
        if (edit.verifyCode === undefined) throw new AppError('VALIDATION', 'codeInvalid');
        if (await findByAccount(phone)) throw new AppError('ACCOUNT_EXISTS');
        await sms.verify(phone, ['bindPhone'], edit.verifyCode, { consume: true });
        changes.phone = phone;
        changes.verified = 1;
        // A newly bound phone can receive withdrawal codes: a security change (spec §6 24 h block), so
        // a stolen session cannot bind its own phone and cash out at once (issue 11).
        changes.security_changed_at = now();
      }
      // Last of the checks: a wrong code counts a try, a right one is used up.
      if (changes.email != null) await emailCodes.verify(user.id, changes.email, edit.emailCode ?? '', { consume: true });
      if (Object.keys(changes).length === 0) return user;
      let edited: User;
      try {
        edited = await db
          .updateTable('users')
          .set({ ...changes, updated_at: now() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
        throw error;
      }
      await sessions.userChanged(user.id);
      return edited;
    },

    /**
     * POST /x2/user/password/edit: needs an SMS code (purpose security) to the bound phone; ends
     * every session and starts the 24 h withdrawal block (spec §6).
     */
    async changePassword(user: User, verifyCode: string, pwd: string, source: LoginSource): Promise<void> {
      checkNewPassword(pwd);
      if (user.phone === null) throw new AppError('VALIDATION', 'phoneRequired');
      await sms.verify(user.phone, ['security'], verifyCode, { consume: true });
      const passwordHash = await passwords.hash(pwd, source.ip);
      const at = now();
      await db.updateTable('users').set({ password_hash: passwordHash, security_changed_at: at, updated_at: at }).where('id', '=', user.id).execute();
      // A migrated account that now has a password is protected (spec §4 protect migration).
      await db.updateTable('users').set({ protect_migration: PROTECT_MIGRATION_PROTECTED }).where('id', '=', user.id).where('protect_migration', '=', PROTECT_MIGRATION_INIT).execute();
      // Ends every session, and so forgets their cached callers on every instance (sessionCache.ts).
      await sessions.revokeAll(user.id);
    },

    /**
     * The main-app account a child-app account migrates into (/x2/vest/login_migrate): the account
     * of that phone, or a new one without a password whose protect-migration state is INIT, so
     * the next start-up prompts its owner to protect it (spec §4). `phone` is E.164 (phoneOf).
     */
    async migrationTarget(phone: string, name: string | null): Promise<{ user: User; isNew: boolean }> {
      const existing = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
      if (existing !== undefined) {
        // The caller proved the phone with a login code: as on the first SMS login, whoever
        // registered the number before phones were proven is logged out.
        await provePhone(existing);
        // Read again: proving the phone changed the row (verified, no longer unproven).
        return { user: await db.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow(), isNew: false };
      }
      try {
        const created = await createUser({ account: phone, phone, passwordHash: null, googleSub: null, email: null, name: null, verified: true, signup: {} });
        const checked = name === null ? undefined : validateName(name);
        const named = checked?.ok === true ? { name: checked.value } : {};
        const user = await db
          .updateTable('users')
          .set({ protect_migration: PROTECT_MIGRATION_INIT, ...named })
          .where('id', '=', created.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await sessions.userChanged(user.id);
        return { user, isNew: true };
      } catch (error) {
        // Registered meanwhile (the same phone signed up in parallel): migrate into that account.
        if (!(error instanceof AppError) || error.code !== 'ACCOUNT_EXISTS') throw error;
        const raced = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
        return { user: raced, isNew: false };
      }
    },

    findByAccount,
    emailHolder,
    phoneOf,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
