// Twilio Programmable Messaging through the official SDK (`twilio`): one
// client.messages.create({ to, from | messagingServiceSid, body, statusCallback }) per code, which
// the SDK sends as a form-encoded POST to {api}/2010-04-01/Accounts/{AccountSid}/Messages.json with
// basic auth (Account SID, Auth Token). Twilio answers the Message resource as JSON ({sid, status,
// ...}; status queued or accepted at first) or an error body {code, message, more_info, status},
// which the SDK throws as a RestException. Later statuses (sent, delivered, undelivered, failed)
// arrive at the statusCallback URL as form-encoded POSTs signed with X-Twilio-Signature
// (HMAC-SHA1 of the URL and the sorted parameters with the Auth Token), checked with the SDK's
// validateRequest.
//
// The SDK's `edge`/`region` options only rename the *.twilio.com host, so the API base is moved
// the way the SDK supports for any transport: its `httpClient` hook. TWILIO_API_URL (tests: a
// local fake) replaces the https://api.twilio.com origin of each request; unset, nothing changes.
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { DEFAULTS } from '../../config';
import { SMS_PROVIDER_TIMEOUT_MS, SmsProviderError, type SmsProvider } from './gateway';

export interface TwilioConfig {
  readonly accountSid: string;
  readonly authToken: string;
  /** The sender: a Twilio number (E.164) or alphanumeric sender id; or a Messaging Service instead. */
  readonly sender: { readonly from: string } | { readonly messagingServiceSid: string };
  /** The REST API origin; https://api.twilio.com unless overridden (TWILIO_API_URL). */
  readonly apiUrl: string;
}

/** Path of the status callback on this server (PUBLIC_BASE_URL + this). */
export const TWILIO_STATUS_PATH = '/sms/status/twilio';

/** The SDK's own RequestClient, with the origin of every request moved to `apiUrl`. */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: SMS_PROVIDER_TIMEOUT_MS });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const base = new URL(this.apiUrl);
    if (uri.hostname.endsWith('.twilio.com')) {
      uri.protocol = base.protocol;
      uri.host = base.host;
    }
    return super.request<TData>({ ...opts, uri: uri.toString() });
  }
}

/** The SDK's client for these credentials, its requests sent to `apiUrl` (also `pnpm doctor`'s account check). */
export function createTwilioClient(config: Pick<TwilioConfig, 'accountSid' | 'authToken' | 'apiUrl'>) {
  return twilio(config.accountSid, config.authToken, {
    timeout: SMS_PROVIDER_TIMEOUT_MS,
    ...(config.apiUrl === DEFAULTS.twilioApiUrl
      ? {}
      : { httpClient: new BaseUrlRequestClient(config.apiUrl) }),
  });
}

export function createTwilioProvider(
  config: TwilioConfig,
  statusCallback: () => string | undefined,
): SmsProvider {
  const client = createTwilioClient(config);
  return {
    name: 'twilio',
    async send(phone, body) {
      const callback = statusCallback();
      try {
        const message = await client.messages.create({
          to: phone,
          body,
          ...config.sender,
          ...(callback === undefined ? {} : { statusCallback: callback }),
        });
        return { providerId: message.sid, status: String(message.status).toLowerCase() };
      } catch (error) {
        if (error instanceof twilio.RestException) {
          throw new SmsProviderError(
            'twilio',
            String(error.code ?? error.status),
            `refused the message (HTTP ${error.status}, code ${String(error.code)})`,
          );
        }
        throw new SmsProviderError(
          'twilio',
          'unreachable',
          error instanceof Error ? error.message : 'unreachable',
        );
      }
    },
  };
}

/** Whether a status callback's X-Twilio-Signature is Twilio's for this URL and these form fields. */
export function validTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (signature === undefined || signature === '') return false;
  return twilio.validateRequest(authToken, signature, url, params);
}

/** Twilio error codes that mean the number itself is wrong (invalid 'To', not a mobile number, unreachable country). */
export const TWILIO_BAD_NUMBER_CODES: ReadonlySet<string> = new Set([
  '21211',
  '21214',
  '21408',
  '21612',
  '21614',
]);
