// A local fake of Twilio's REST API for tests (nothing reaches the internet), in the documented
// wire format of Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
// form-encoded (To, From or MessagingServiceSid, Body, StatusCallback) with basic auth (Account
// SID : Auth Token); 201 with the Message resource as JSON ({sid, status: queued, ...}), or an
// error body {code, message, more_info, status} (20003 bad credentials, 21211 invalid To, 21604
// no To, 21602 no Body, 21606/21603 no sender); GET /2010-04-01/Accounts/{AccountSid}.json answers
// the Account resource. It also signs status callbacks the way Twilio
// does (X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the sorted parameters with the Auth
// Token), written here from Twilio's docs, not with the SDK, so the server's check is tested
// against an independent signer.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeTwilioMessage {
  readonly sid: string;
  readonly params: Record<string, string>;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
}

export interface FakeTwilio {
  /** e.g. http://127.0.0.1:PORT (what TWILIO_API_URL points at). */
  readonly url: string;
  readonly messages: FakeTwilioMessage[];
  /** Every request's method and path, newest last. */
  readonly requests: string[];
  /** Answer the next create with this error instead. */
  failNext:
    { readonly status: number; readonly code: number; readonly message: string } | undefined;
  close(): Promise<void>;
}

export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

const errorBody = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startFakeTwilio(account: {
  readonly accountSid: string;
  readonly authToken: string;
}): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  const requests: string[] = [];
  const state: { failNext: FakeTwilio['failNext'] } = { failNext: undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://twilio.test');
      requests.push(`${req.method ?? ''} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
      };
      const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expectedAuth)
        return send(401, errorBody(401, 20003, 'Authenticate'));
      // GET /2010-04-01/Accounts/{AccountSid}.json: the Account resource (pnpm doctor's harmless call).
      const accountPath = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/.exec(url.pathname);
      if (req.method === 'GET' && accountPath !== null && accountPath[1] === account.accountSid) {
        return send(200, {
          auth_token: account.authToken,
          date_created: 'Thu, 15 Jan 2026 12:00:00 +0000',
          friendly_name: 'Perya',
          owner_account_sid: account.accountSid,
          sid: account.accountSid,
          status: 'active',
          type: 'Full',
          uri: `/2010-04-01/Accounts/${account.accountSid}.json`,
        });
      }
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (req.method !== 'POST' || match === null || match[1] !== account.accountSid) {
        return send(
          404,
          errorBody(404, 20404, `The requested resource ${url.pathname} was not found`),
        );
      }
      const params = Object.fromEntries(
        new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      );
      if (state.failNext !== undefined) {
        const { status, code, message } = state.failNext;
        state.failNext = undefined;
        return send(status, errorBody(status, code, message));
      }
      if (params.To === undefined)
        return send(400, errorBody(400, 21604, "A 'To' phone number is required."));
      if (!/^\+[1-9]\d{6,14}$/.test(params.To))
        return send(
          400,
          errorBody(400, 21211, `The 'To' number ${params.To} is not a valid phone number.`),
        );
      if (params.Body === undefined || params.Body === '')
        return send(400, errorBody(400, 21602, 'Message body is required.'));
      if (params.From === undefined && params.MessagingServiceSid === undefined)
        return send(
          400,
          errorBody(
            400,
            21603,
            "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
          ),
        );
      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({
        sid,
        params,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
      });
      const created = new Date().toUTCString();
      return send(201, {
        account_sid: account.accountSid,
        api_version: '2010-04-01',
        body: params.Body,
        date_created: created,
        date_sent: null,
        date_updated: created,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: params.From ?? null,
        messaging_service_sid: params.MessagingServiceSid ?? null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: params.MessagingServiceSid === undefined ? 'queued' : 'accepted',
        subresource_uris: {
          media: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}/Media.json`,
        },
        to: params.To,
        uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('fake Twilio did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    messages,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
