// What the benchmark commands (bench-wallet.ts, bench-games.ts) share: a JSON POST answering the
// x2 envelope, a check that it succeeded, and a pool that runs tasks with a fixed concurrency.

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
