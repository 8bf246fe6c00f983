// The load generator of bench-load.ts, run as a child process so that it has its own event loop
// (its own core on a 2-core machine) instead of queueing behind the server's, and so that the
// server process's CPU time is the server's alone. Plain JavaScript: started with plain node. autocannon drives POST /x2/og/play over loopback
// with a unique requestId per request, rotating players and games, and reads every answer: only
// a 200 with the envelope code 00000 counts as settled; each settled round's requestId and
// roundId go back to the main thread for the exactly-once check.
import autocannon from 'autocannon';

// The parameters arrive as the first IPC message; the report leaves as the only one.
const { url, path, tokenHeader, tokens, seconds, connections, runId, spinPath, spinSessions } = await new Promise((resolve) => process.once('message', resolve));
// With a spin path, one request in four is a sandbox slot spin: signed debit + credit callbacks.
const spinEvery = spinPath === undefined ? 0 : 4;

const BETS = [
  (i) => ({ game: 'dice', stake: 1_000, chanceX100: 2_000 + (i % 60) * 100, direction: i % 2 === 0 ? 'over' : 'under' }),
  () => ({ game: 'ring', bets: { grey: 500, blue: 300, green: 100 } }),
  () => ({ game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'red' }, stake: 1_000 }, { choice: { kind: 'pair', colours: ['blue', 'pink'] }, stake: 500 }] }),
  () => ({ game: 'scratch', stake: 2_000 }),
];

// The generator's own CPU over the run: on a 2-core machine it shares the cores with the server.
const cpuStart = process.cpuUsage();
let next = 0;
let settled = 0;
const refused = {};
const acked = [];
const spins = [];

autocannon(
  {
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest(request, context) {
          const i = next++;
          if (spinEvery > 0 && i % spinEvery === spinEvery - 1) {
            context.kind = 'spin';
            return {
              ...request,
              path: spinPath,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ session: spinSessions[i % spinSessions.length], gameId: 'jili_2', stake: 500 }),
            };
          }
          context.kind = 'play';
          const requestId = `load_${runId}_${i}`;
          // One request in flight per connection (no pipelining): the context holds its id.
          context.requestId = requestId;
          return {
            ...request,
            path,
            headers: { 'content-type': 'application/json', [tokenHeader]: tokens[i % tokens.length] },
            body: JSON.stringify({ requestId, bet: BETS[i % BETS.length](i) }),
          };
        },
        onResponse(status, body, context) {
          let code = `http ${status}`;
          if (status === 200) {
            try {
              const envelope = JSON.parse(body);
              code = envelope.code;
              if (code === '00000') {
                settled++;
                if (context.kind === 'spin') spins.push(envelope.data.roundId);
                else acked.push(context.requestId, envelope.data.round.roundId);
                return;
              }
            } catch {
              code = 'unparsable body';
            }
          }
          refused[code] = (refused[code] ?? 0) + 1;
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      process.send({ error: String(error) }, () => process.exit(1));
      return;
    }
    process.send({
      result: {
        duration: result.duration,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        latency: { p50: result.latency.p50, p99: result.latency.p99, p999: result.latency.p99_9, max: result.latency.max },
      },
      settled,
      cpuMicros: (({ user, system }) => user + system)(process.cpuUsage(cpuStart)),
      refused,
      acked,
      spins,
    }, () => process.exit(0));
  },
);
