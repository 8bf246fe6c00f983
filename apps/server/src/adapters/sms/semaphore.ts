// Semaphore (semaphore.co), a Philippine SMS gateway, over its HTTP API v4 (https://semaphore.co/docs):
//   POST {api}/messages  apikey, number, message, sendername (form fields)
//     answers a JSON array of the messages created, one per number:
//     [{message_id, user_id, user, account_id, account, recipient, message, sender_name, network,
//       status, type, source, created_at, updated_at}], status Queued / Pending / Sent / Failed /
//     Refunded. A refusal answers the failing fields with their reasons ({"number": ["The number
//     format is invalid."]}, {"apikey": [...]}, {"sendername": [...]}) or a list of reasons
//     (["Your current balance is insufficient."]), with a 4xx status or even 200.
//   GET {api}/messages/{id}?apikey=...  answers that message (as a one-element array) with its
//     current status.
// Semaphore has no delivery callback: the status is recorded from the send's answer and refreshed
// by polling GET /messages/{id} until it is final (Sent, Failed, Refunded). Its OTP endpoint
// (/otp) makes the code itself; we send our own code through /messages so the code rules (digits,
// hashing, expiry, tries) stay the server's. Semaphore delivers to Philippine numbers only.
import {
  SMS_PROVIDER_TIMEOUT_MS,
  SmsProviderError,
  type SmsProvider,
  type SmsReceipt,
} from './gateway';

export interface SemaphoreConfig {
  readonly apiKey: string;
  /** An approved sender name; unset: Semaphore's default ("SEMAPHORE"). */
  readonly senderName: string | undefined;
  /** Base of the v4 API, no trailing slash; https://api.semaphore.co/api/v4 unless overridden. */
  readonly apiUrl: string;
}

export type SemaphoreFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface SemaphoreProvider extends SmsProvider {
  /** The current status of a message (lower case), or throws SmsProviderError. */
  status(providerId: string): Promise<string>;
}

/** +639171234567 -> 09171234567, the form Semaphore documents; other countries are refused. */
export function semaphoreNumber(phone: string): string | undefined {
  return /^\+639\d{9}$/.test(phone) ? `0${phone.slice(3)}` : undefined;
}

async function call(
  fetchImpl: SemaphoreFetch,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsProviderError(
      'semaphore',
      'unreachable',
      error instanceof Error ? error.message : 'unreachable',
    );
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new SmsProviderError(
      'semaphore',
      'unreachable',
      `answered ${response.status} without JSON`,
    );
  }
}

/** The first message object of an answer, or a SmsProviderError naming what Semaphore refused. */
function firstMessage(status: number, body: unknown): Record<string, unknown> {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (status < 400 && typeof first === 'object' && first !== null && 'message_id' in first)
    return first as Record<string, unknown>;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    // {"number": ["..."]}: the field names the problem; the reasons may echo the number, so they stay out.
    const field = Object.keys(body)[0] ?? 'refused';
    throw new SmsProviderError(
      'semaphore',
      field.toLowerCase(),
      `refused the message (HTTP ${status}, field ${field})`,
    );
  }
  throw new SmsProviderError(
    'semaphore',
    status >= 500 ? 'unreachable' : 'refused',
    `refused the message (HTTP ${status})`,
  );
}

function receiptOf(message: Record<string, unknown>): SmsReceipt {
  const id = message.message_id;
  if (typeof id !== 'number' && typeof id !== 'string')
    throw new SmsProviderError('semaphore', 'unreachable', 'answered no message_id');
  return {
    providerId: String(id),
    status: typeof message.status === 'string' ? message.status.toLowerCase() : 'queued',
  };
}

export function createSemaphoreProvider(
  config: SemaphoreConfig,
  deps: { fetch?: SemaphoreFetch } = {},
): SemaphoreProvider {
  const fetchImpl: SemaphoreFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: 'semaphore',
    async send(phone, body) {
      const number = semaphoreNumber(phone);
      if (number === undefined)
        throw new SmsProviderError(
          'semaphore',
          'number',
          'delivers to Philippine mobile numbers only',
        );
      const form = new URLSearchParams({ apikey: config.apiKey, number, message: body });
      if (config.senderName !== undefined) form.set('sendername', config.senderName);
      const { status, body: answer } = await call(fetchImpl, `${config.apiUrl}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      });
      return receiptOf(firstMessage(status, answer));
    },
    async status(providerId) {
      const url = new URL(`${config.apiUrl}/messages/${encodeURIComponent(providerId)}`);
      url.searchParams.set('apikey', config.apiKey);
      const { status, body } = await call(fetchImpl, url.toString(), {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
      return receiptOf(firstMessage(status, body)).status;
    },
  };
}
