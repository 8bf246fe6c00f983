// Issue 26 item 5: the SMTP email adapter (nodemailer) against a local fake SMTP server (smtp-server,
// the nodemailer project's own) speaking SMTP on 127.0.0.1: no internet. The adapter alone, then the
// whole server configured with SMTP_HOST: the code arrives by SMTP and binds the email; nothing goes
// to the sandbox outbox, and a refused send answers an error without logging the code.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { createSmtpEmailSender } from '../src/adapters/email/smtp';
import type { SmtpConfig } from '../src/config';
import { DB_KINDS, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure } from './client';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly user: string | undefined;
  readonly raw: string;
}

/** A fake SMTP server: accepts mailer/secret-pass (or no login), refuses mail to refuse@..., keeps the rest. */
async function fakeSmtp(options: { starttls?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: options.starttls === false ? ['STARTTLS'] : [],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret-pass') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (raw: string) => /\b(\d{6})\b/.exec(raw.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1];

describe('issue 26: SMTP email adapter', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const config = (overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
    url: undefined, host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', pass: 'secret-pass',
    from: 'Perya <no-reply@perya.example>', requireTls: false, ...overrides,
  });
  beforeAll(async () => {
    smtp = await fakeSmtp({ starttls: false });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('issue 26: sends the message by SMTP, logged in, from SMTP_FROM to the address', async () => {
    const sender = createSmtpEmailSender(config());
    await sender.send({ to: 'maria@example.com', purpose: 'bindEmail', subject: 'Your verification code', text: 'Your verification code is 424242.' });
    sender.close();
    const mail = smtp.received.at(-1);
    expect(mail).toMatchObject({ from: 'no-reply@perya.example', to: ['maria@example.com'], user: 'mailer' });
    expect(mail?.raw).toContain('Subject: Your verification code');
    expect(codeIn(mail?.raw ?? '')).toBe('424242');
  });

  it('issue 26: an SMTP_URL works the same; a refused send is a server error whose report holds no code', async () => {
    const errors: unknown[] = [];
    const sender = createSmtpEmailSender(config({ url: `smtp://mailer:secret-pass@127.0.0.1:${smtp.port}`, host: '' }), { onError: (e) => errors.push(e) });
    await sender.send({ to: 'juan@example.com', purpose: 'bindEmail', subject: 'Code', text: 'Your verification code is 135790.' });
    expect(smtp.received.at(-1)).toMatchObject({ to: ['juan@example.com'], user: 'mailer' });
    const refused = await sender.send({ to: 'refuse@example.com', purpose: 'bindEmail', subject: 'Code', text: 'Your verification code is 975310.' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'SERVER_ERROR' });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('SMTP send failed');
    expect(String(errors[0])).not.toContain('975310');
    sender.close();
  });

  it('issue 26: with TLS required (production) nothing is sent to a server without STARTTLS', async () => {
    const before = smtp.received.length;
    const sender = createSmtpEmailSender(config({ requireTls: true }));
    await expect(sender.send({ to: 'maria@example.com', purpose: 'bindEmail', subject: 'Code', text: 'Your verification code is 111222.' })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    sender.close();
    expect(smtp.received.length).toBe(before);
  });
});

describe.each(DB_KINDS)('issue 26: the server mails email codes by SMTP on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await fakeSmtp({ starttls: false });
    server = await startTestServer(kind, {
      env: { LOG_LEVEL: 'trace', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'mailer', SMTP_PASS: 'secret-pass', SMTP_FROM: 'no-reply@perya.example' },
    });
  }, 60_000);
  afterEach(() => {
    server.clock.advance(121_000);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('issue 26: the code arrives by SMTP and binds the email; no outbox door or row', async () => {
    const { client } = await registerPlayer(server.baseUrl, '09173338001');
    await client.call(contract.emailSend, { email: 'Smtp.Player@Example.com' });
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['smtp.player@example.com']);
    const code = codeIn(mail?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect((await client.call(contract.userInfoEdit, { email: 'smtp.player@example.com', emailCode: code ?? '' })).email).toBe('smtp.player@example.com');
    expect((await rawCall(server.baseUrl, 'GET', '/dev/email/outbox')).status).toBe(404);
    expect(await server.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
    expect(server.logs.join('')).not.toContain(code);
  });

  it('issue 26: a send the SMTP server refuses answers a server error, and the code is not logged', async () => {
    const { client } = await registerPlayer(server.baseUrl, '09173338002');
    const logsBefore = server.logs.length;
    const error = await failure(client.call(contract.emailSend, { email: 'refuse@example.com' }));
    expect(error.code).toBe(ERROR_CODES.SERVER_ERROR);
    const logged = server.logs.slice(logsBefore).join('');
    expect(logged).toContain('SMTP send failed');
    const row = await server.database.db.selectFrom('email_codes').select('code_hash').where('email', '=', 'refuse@example.com').executeTakeFirstOrThrow();
    expect(logged).not.toContain(row.code_hash);
    expect(logged).not.toMatch(/verification code is \d{6}/);
  });
});
