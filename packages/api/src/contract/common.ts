// Schemas shared by several areas: money, paging, identity fields, attribution and device data.
import { z } from 'zod/mini';
import {
  validateCpfCnpj,
  validateEmail,
  validateInviteCode,
  validateName,
  validatePhoneEntry,
  validateSecurityPhone,
  validateSmsCode,
  type MessageKey,
  type ValidationResult,
} from '@perya/domain';
// Its own module, not the barrel: the list stays out of the brands' first load (the contract is
// fetched after it).
import { validateNewPassword } from '@perya/domain/commonPasswords';

/**
 * Issue message of a refinement. Every field rule's message is a `MessageKey`, so the server can
 * answer `MESSAGES[issue.message]` and the front end can translate `messages.<key>`.
 */
export function issue(key: MessageKey): { error: MessageKey } {
  return { error: key };
}

/** A non-negative amount of money in integer minor units (centavos). Money is never a float. */
export const minorUnits = z.int().check(z.nonnegative());
/** A signed amount of money in integer minor units (credits positive, debits negative). */
export const signedMinorUnits = z.int();
/** A strictly positive amount of money in integer minor units. */
export const positiveMinorUnits = z.int().check(z.positive(issue('amountRequired')));
/** Milliseconds since the epoch (UTC). */
export const epochMs = z.int().check(z.nonnegative());
/** A time of day `H:mm` or `HH:mm` (24 h, GMT+8), e.g. the cash-out window "7:00"–"19:00". */
export const timeOfDay = z.string().check(z.regex(/^([01]?\d|2[0-3]):[0-5]\d$/));

/**
 * A string field checked by a spec §5 validator of @perya/domain (the rule lives there once). The
 * parsed value is the validator's cleaned value (e.g. trimmed); a failure's issue message is the
 * validator's message key.
 */
export function validatedString(validate: (input: string) => ValidationResult) {
  return z.pipe(z.string(), z.transform((value, ctx) => {
    const result = validate(value);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.error, input: value });
    return z.NEVER;
  }));
}

/**
 * Phone account: digits only, 9 to 11 (spec §5), or '+' and the international number. The server
 * turns every form into one E.164 number for its dialling code (0917..., 917..., +63917... are one).
 */
export const phone = validatedString(validatePhoneEntry);
/** Security verification phone: 10 digits (spec §5). */
export const securityPhone = validatedString(validateSecurityPhone);
/** A password being set: at least 6 non-whitespace characters and not a common one (spec §5). */
export const password = validatedString(validateNewPassword);
/** SMS code: exactly 6 digits (spec §5). */
export const smsCode = validatedString(validateSmsCode);
/** Invite code (spec §5 "invalid invite code"); '' means none. */
export const inviteCode = validatedString((v) => validateInviteCode(v));
export const email = validatedString(validateEmail);
/** A person's name as typed in forms (spec §5 required/invalid name). */
export const personName = validatedString(validateName);
/** CPF or CNPJ tax id (spec §3, §5); parsed to its digits. */
export const taxId = validatedString(validateCpfCnpj);
/** A user id: digits for real players; demo ids are "D" plus digits (spec §3). */
export const userId = z.string().check(z.minLength(1));

/** Paging request (spec §7 finance/list: pageNum, pageSize). pageNum starts at 1. */
export const pageRequest = z.object({
  pageNum: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1), z.lte(100)),
});

/** One page of a list: the items plus the total count across pages. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.int().check(z.nonnegative()),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  });
}

/** Stored ad attribution sent with register (spec §3 adData). */
export const adData = z.object({
  tracking_code: z.optional(z.string()),
  fbc: z.optional(z.string()),
  fbp: z.optional(z.string()),
  fbclid: z.optional(z.string()),
  fingerId: z.optional(z.string()),
});

/** Where the sign-up came from: 1 when the app wrapper gives the registration bonus (spec §7). */
export const giveBonus = z.union([z.literal(0), z.literal(1)]);

/** The session a login or register creates (spec §7: "Response carries a token"). */
export const authSession = z.object({
  /** Opaque session token, sent back in the `token` header. */
  token: z.string().check(z.minLength(1)),
  userId,
  /** True when this call created the account (OTP and Google sign-in register on first use). */
  isNew: z.boolean(),
});

/** Collected device object (spec §3). Every field optional: browsers expose different subsets. */
export const deviceInfo = z.object({
  deviceType: z.optional(z.string()),
  OS: z.optional(z.string()),
  OSVersion: z.optional(z.string()),
  platform: z.optional(z.string()),
  screenHeight: z.optional(z.number()),
  screenWidth: z.optional(z.number()),
  language: z.optional(z.string()),
  netWork: z.optional(z.string()),
  orientation: z.optional(z.string()),
  /** The browser's name and version (what the web app collects), or one text. */
  browserInfo: z.optional(z.union([z.string(), z.object({ name: z.string(), version: z.string() })])),
  fingerprint: z.optional(z
    .object({
      visitorId: z.string(),
      confidence: z.number(),
      components: z.optional(z.record(z.string(), z.unknown())),
    })),
  userAgent: z.optional(z.string()),
  /** The position, or the text of why there is none (spec §8 "failure gives a text"). */
  geoPosition: z.optional(z.union([z.object({ longitude: z.number(), latitude: z.number() }), z.string()])),
  date: z.optional(z.string()),
  lunarDate: z.optional(z.string()),
  week: z.optional(z.string()),
  UUID: z.optional(z.string()),
  /** Device ids of the Android wrapper (spec §3): app_id (gaid), afId, fbInsId, aaid. */
  app_id: z.optional(z.string()),
  afId: z.optional(z.string()),
  fbInsId: z.optional(z.string()),
  aaid: z.optional(z.string()),
});

/** Empty request (no payload). */
export const empty = z.object({});
/** Response of a call whose success carries no data: the server sends `data: null`. */
export const noData = z.null();
