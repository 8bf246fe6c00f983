// The SMS gateway port: a real provider implements `send`; the sandbox writes to the outbox table.

export interface SmsMessage {
  readonly phone: string;
  /** register, login, or a purpose of the contract's /x2/sms/send (bindPhone, security, ...). */
  readonly purpose: string;
  readonly body: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** The real gateways (issue 26): Twilio Programmable Messaging and Semaphore (Philippines). */
export const SMS_PROVIDERS = ['twilio', 'semaphore'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** What a provider answered when it accepted a message: its id and status, lower case as it spells them. */
export interface SmsReceipt {
  readonly providerId: string;
  readonly status: string;
}

/** One real gateway: sends one text to one E.164 phone, or throws SmsProviderError. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  send(phone: string, body: string): Promise<SmsReceipt>;
}

/**
 * A provider refused the message or could not be reached. `code` is the provider's error code (a
 * Twilio error number, a Semaphore field) or `unreachable`; `message` never holds the text sent.
 */
export class SmsProviderError extends Error {
  constructor(
    readonly provider: SmsProviderName,
    readonly code: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'SmsProviderError';
  }
}

/** How long one call to a provider may take before the send answers "network anomaly". */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;
