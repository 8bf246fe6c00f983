// Test players of the browser flows, registered the way the app registers them: the register code
// is sent to the phone and read back from the test server's dev SMS outbox (PERYA_DEV=1).

/** A password not on the server's common-password deny list. */
export const E2E_PASSWORD = 'Tarsier42';

async function envelope<T>(response: Response, what: string): Promise<T> {
  const json = (await response.json()) as { code: string; message?: string; data: T };
  if (json.code !== '00000') throw new Error(`${what}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

/** Registers `phone` with the code /x2/sms/sendRegister sent to it; answers the session. */
export async function registerE2ePlayer(apiBase: string, phone: string, pwd = E2E_PASSWORD): Promise<{ token: string; userId: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await envelope(await post('/x2/sms/sendRegister', { phone }), 'sendRegister');
  const outbox = await envelope<{ messages: { body: string }[] }>(await fetch(`${apiBase}/dev/sms/outbox?phone=${encodeURIComponent(phone)}`), 'outbox');
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no register code in the outbox for ${phone}`);
  return envelope(await post('/x2/user/registerByAccount/v2', { account: phone, pwd, code }), 'register');
}
