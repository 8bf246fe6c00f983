// Schemas shared by several areas: money, paging, identity fields, attribution and device data.
import { z } from 'zod';
import {
  validateCpfCnpj,
  validateEmail,
  validateInviteCode,
  validateName,
  validatePassword,
  validatePhone,
  validateSecurityPhone,
  validateSmsCode,
  type MessageKey,
  type ValidationResult,
} from '@perya/domain';

/**
 * Issue message of a refinement. Every field rule's message is a `MessageKey`, so the server can
 * answer `MESSAGES[issue.message]` and the front end can translate `messages.<key>`.
 */
export function issue(key: MessageKey): { error: MessageKey } {
  return { error: key };
}

/** A non-negative amount of money in integer minor units (centavos). Money is never a float. */
export const minorUnits = z.number().int().nonnegative();
/** A signed amount of money in integer minor units (credits positive, debits negative). */
export const signedMinorUnits = z.number().int();
/** A strictly positive amount of money in integer minor units. */
export const positiveMinorUnits = z.number().int().positive(issue('amountRequired'));
/** Milliseconds since the epoch (UTC). */
export const epochMs = z.number().int().nonnegative();
/** A time of day `H:mm` or `HH:mm` (24 h, GMT+8), e.g. the cash-out window "7:00"–"19:00". */
export const timeOfDay = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/);

/**
 * A string field checked by a spec §5 validator of @perya/domain (the rule lives there once). The
 * parsed value is the validator's cleaned value (e.g. trimmed); a failure's issue message is the
 * validator's message key.
 */
export function validatedString(validate: (input: string) => ValidationResult) {
  return z.string().transform((value, ctx) => {
    const result = validate(value);
    if (result.ok) return result.value;
    ctx.issues.push({ code: 'custom', message: result.error, input: value });
    return z.NEVER;
  });
}

/** Phone account: digits only, 9 to 11 (spec §5). */
export const phone = validatedString(validatePhone);
/** Security verification phone: 10 digits (spec §5). */
export const securityPhone = validatedString(validateSecurityPhone);
/** Password: at least 6 non-whitespace characters (spec §5). */
export const password = validatedString(validatePassword);
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
export const userId = z.string().min(1);

/** Paging request (spec §7 finance/list: pageNum, pageSize). pageNum starts at 1. */
export const pageRequest = z.object({
  pageNum: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100),
});

/** One page of a list: the items plus the total count across pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** Stored ad attribution sent with register (spec §3 adData). */
export const adData = z.object({
  tracking_code: z.string().optional(),
  fbc: z.string().optional(),
  fbp: z.string().optional(),
  fbclid: z.string().optional(),
  fingerId: z.string().optional(),
});

/** Where the sign-up came from: 1 when the app wrapper gives the registration bonus (spec §7). */
export const giveBonus = z.union([z.literal(0), z.literal(1)]);

/** The session a login or register creates (spec §7: "Response carries a token"). */
export const authSession = z.object({
  /** Opaque session token, sent back in the `token` header. */
  token: z.string().min(1),
  userId,
  /** True when this call created the account (OTP and Google sign-in register on first use). */
  isNew: z.boolean(),
});

/** Collected device object (spec §3). Every field optional: browsers expose different subsets. */
export const deviceInfo = z.object({
  deviceType: z.string().optional(),
  OS: z.string().optional(),
  OSVersion: z.string().optional(),
  platform: z.string().optional(),
  screenHeight: z.number().optional(),
  screenWidth: z.number().optional(),
  language: z.string().optional(),
  netWork: z.string().optional(),
  orientation: z.string().optional(),
  browserInfo: z.string().optional(),
  fingerprint: z
    .object({
      visitorId: z.string(),
      confidence: z.number(),
      components: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  userAgent: z.string().optional(),
  geoPosition: z.object({ longitude: z.number(), latitude: z.number() }).optional(),
  date: z.string().optional(),
  lunarDate: z.string().optional(),
  week: z.string().optional(),
  UUID: z.string().optional(),
  /** Device ids of the Android wrapper (spec §3): app_id (gaid), afId, fbInsId, aaid. */
  app_id: z.string().optional(),
  afId: z.string().optional(),
  fbInsId: z.string().optional(),
  aaid: z.string().optional(),
});

/** Empty request (no payload). */
export const empty = z.object({});
/** Response of a call whose success carries no data: the server sends `data: null`. */
export const noData = z.null();
