// SMS verification codes (spec §7 /x2/sms/*; resend 120 s, code 6 digits, spec §5).
import { z } from 'zod/mini';
import { email, epochMs, phone, smsCode } from './common';
import { defineEndpoint } from './endpoint';

/** Why a code is sent through the generic /x2/sms/send (purposes not shown in the spec; ours). */
export const SMS_PURPOSES = ['bindPhone', 'security', 'withdraw', 'resetPassword'] as const;
export const smsPurpose = z.enum(SMS_PURPOSES);
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** Every purpose a code can be checked for, including register and login. */
export const smsCheckPurpose = z.enum([...SMS_PURPOSES, 'register', 'login']);

/** A code was sent: when it can be resent and when it stops working. */
export const smsSent = z.object({
  /** Seconds until a resend is allowed (120, spec §5). */
  resendAfterSeconds: z.int().check(z.nonnegative()),
  /** When the code expires. */
  expiresAt: epochMs,
});

const smsOptions = { noToast: false, headerOverrides: ['token', 'gaid'] } as const;

export const smsSend = defineEndpoint({
  name: 'smsSend',
  method: 'POST',
  path: '/x2/sms/send',
  request: () => z.object({ phone, purpose: smsPurpose }),
  response: () => smsSent,
  options: smsOptions,
  summary: 'Send a code for a logged-in purpose. Errors: CODE_RESEND_TOO_SOON, RATE_LIMITED.',
});

/**
 * A code to prove an email before it is bound (issue 26 item 5; path ours, not in spec §7): mailed to
 * the address, then given with it to /x2/user/info/edit (email + emailCode). The same resend
 * cooldown and daily caps as SMS codes.
 */
export const emailSend = defineEndpoint({
  name: 'emailSend',
  method: 'POST',
  path: '/x2/email/send',
  request: () => z.object({ email }),
  response: () => smsSent,
  options: smsOptions,
  summary:
    'Mail a code to bind this email. Errors: ALREADY_BOUND (an email is bound), ACCOUNT_EXISTS (another account holds it), CODE_RESEND_TOO_SOON, RATE_LIMITED, FEATURE_DISABLED (no email adapter).',
});

export const smsSendRegister = defineEndpoint({
  name: 'smsSendRegister',
  method: 'POST',
  path: '/x2/sms/sendRegister',
  request: () => z.object({ phone }),
  response: () => smsSent,
  options: { ...smsOptions, noAuth: true },
  summary: 'Send a registration code. Errors: ACCOUNT_EXISTS, CODE_RESEND_TOO_SOON.',
});

export const smsSendLogin = defineEndpoint({
  name: 'smsSendLogin',
  method: 'POST',
  path: '/x2/sms/sendLogin',
  request: () => z.object({ phone }),
  response: () => smsSent,
  options: { ...smsOptions, noAuth: true },
  summary: 'Send a login code (registers on verify for unknown phones). Errors: CODE_RESEND_TOO_SOON.',
});

export const smsCheck = defineEndpoint({
  name: 'smsCheck',
  method: 'POST',
  path: '/x2/sms/check',
  request: () => z.object({ phone, code: smsCode, purpose: smsCheckPurpose }),
  response: () => z.object({ valid: z.literal(true) }),
  options: { ...smsOptions },
  auth: 'optional',
  summary:
    'Check a code without using it up. Errors: CODE_INCORRECT, CODE_EXPIRED, CODE_TOO_MANY_ATTEMPTS.',
});
