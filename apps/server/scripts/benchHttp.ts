// What the benchmark commands (bench-wallet.ts, bench-games.ts, bench-load.ts, bench-crash.ts)
// share: a JSON POST answering the x2 envelope, a check that it succeeded, registering (and funding)
// a player, and a pool that runs tasks with a fixed concurrency.
import type { Ledger } from '../src/modules/ledger/ledger';

export type Envelope = { code: string; message: string; data: Record<string, unknown> | null };

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope;
}

/** The envelope's data, or an error naming the call when it did not succeed. */
export function must(envelope: Envelope, what: string): Record<string, unknown> {
  if (envelope.code !== '00000' || envelope.data === null) throw new Error(`${what} failed: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** Runs `count` tasks with at most `concurrency` in flight; answers the elapsed seconds. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Registers a phone + password player the way the app does: the register code is sent to the
 * phone and read back from the dev SMS outbox (the server runs with PERYA_DEV=1). Answers the session.
 */
export async function registerPlayer(base: string, phone: string, pwd: string): Promise<Record<string, unknown>> {
  must(await post(`${base}/x2/sms/sendRegister`, { phone }), 'sendRegister');
  const outbox = (await (await fetch(`${base}/dev/sms/outbox?phone=${encodeURIComponent(phone)}`)).json()) as Envelope;
  const messages = (outbox.data?.messages ?? []) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no register code in the outbox for ${phone}`);
  return must(await post(`${base}/x2/user/registerByAccount/v2`, { account: phone, pwd, code, birthday: '1990-01-01' }), 'register');
}

/**
 * Registers the `index`-th benchmark player (phone 0917 + index) and funds its main wallet with
 * `deposit` minor units straight on the ledger (a deposit from clearing, like a paid cash-in).
 */
export async function registerFundedPlayer(base: string, ledger: Ledger, index: number, deposit: number): Promise<{ token: string; userId: number }> {
  const session = await registerPlayer(base, `0917${String(index).padStart(7, '0')}`, 'bench123');
  const userId = Number(session.userId);
  await ledger.post({
    idempotencyKey: `bench-deposit:${userId}`,
    cause: 'deposit',
    reference: `bench-${userId}`,
    postings: [
      { account: { system: 'clearing' }, amount: -deposit },
      { account: { userId, wallet: 'main' }, amount: deposit },
    ],
  });
  return { token: String(session.token), userId };
}
