// Frame benchmark of the in-house game views (not a test): `pnpm --filter @perya/games bench:fps [-- options]`.
// Builds the views' benchmark page (bench/fps: the views as the shell mounts them, production build,
// one lazy chunk per game), serves it with `vite preview`, and opens each game in Debian chromium as
// a mid-range phone: 375 × 812 at device scale 2, touch, mobile user agent, and the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate). In each game it plays the main animation the way a player
// starts it — a jump flight with a bet riding, a ring spin, dice rolls, colour-dice rolls, scratching
// a card cell by cell, a sabong fight whose pools and odds move four times a second — and records
// every frame's requestAnimationFrame timestamp, with Performance.getMetrics before and after.
//
// Per game it prints frames per second (median of the repeats), p95 frame time, the share of
// dropped frames (missed vsyncs), style recalculations and layouts per frame, and the view chunks
// the page loaded (each game must load only its own view). Exit code 1 when a game is over budget.
//
// Options: --only jump,ring (games) --repeats N (default 3) --seconds S per repeat (default 3)
//          --throttle R (default 4) --no-build (reuse bench/fps/dist) --json (one JSON line per game)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { chromium, devices, type CDPSession, type Page } from '@playwright/test';
import { launchOptions } from '@perya/playwright-config';
import { IN_HOUSE_GAME_IDS, type InHouseGame } from '@perya/domain';
import { BUDGET, VSYNC_MS, droppedShare, frameStats, isQuiet, mainThreadCpu, overFrameBudget, quantile, type FrameStats, type MainThreadCpu, type TraceEvent } from '../bench/fps/frameStats';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    only: { type: 'string' },
    repeats: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

/** A mid-range phone (a Pixel 5's browser) at the product's design size. */
const PHONE = { userAgent: devices['Pixel 5'].userAgent, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const GAMES: readonly InHouseGame[] = ['jump', 'ring', 'dice', 'colorgame', 'scratch', 'sabong'];
const VIEW_CHUNKS: Readonly<Record<InHouseGame, string>> = {
  jump: 'JumpView',
  ring: 'RingView',
  dice: 'DiceView',
  colorgame: 'ColourView',
  scratch: 'ScratchView',
  sabong: 'SabongView',
};

function positiveNumber(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench:fps: --${name} must be a positive number (got ${JSON.stringify(value)})`);
    process.exit(2);
  }
  return n;
}

const repeats = Math.round(positiveNumber('repeats', args.repeats));
const windowMs = Math.round(positiveNumber('seconds', args.seconds) * 1000);
const throttle = positiveNumber('throttle', args.throttle);
const only = args.only?.split(',').map((s) => s.trim()) ?? null;
const unknown = only?.filter((g) => !(GAMES as readonly string[]).includes(g)) ?? [];
if (unknown.length > 0) {
  console.error(`bench:fps: unknown game(s) ${unknown.join(', ')}; choose from ${GAMES.join(', ')}`);
  process.exit(2);
}
const games = GAMES.filter((g) => only === null || only.includes(g));

/** A click the page makes on itself during a measured window (no Playwright layout reads). */
interface Click {
  readonly at: number;
  readonly selector: string;
}

interface GamePlan {
  /** Gets the game to where its animation starts (not measured). */
  prepare(page: Page, repeat: number): Promise<void>;
  /** The clicks of one measured window. */
  clicks(windowMs: number): Click[];
}

const every = (selector: string, gap: number, windowMs: number, first = 0): Click[] =>
  Array.from({ length: Math.max(1, Math.floor((windowMs - first) / gap)) }, (_, i) => ({ at: first + i * gap, selector }));

const ready = (page: Page, testId = 'place-bet') => page.getByTestId(testId).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });

const PLANS: Readonly<Record<InHouseGame, GamePlan>> = {
  jump: {
    // A bet rides each measured flight (a new round per repeat), so the cash-out button and the
    // win amount change with the curve.
    async prepare(page) {
      await page.waitForFunction(
        () => {
          const el = document.querySelector('[data-testid="jump-phase"]');
          const seconds = Number(/(\d+)/.exec(el?.textContent ?? '')?.[1] ?? '0');
          return el?.getAttribute('data-phase') === 'betting' && seconds >= 2;
        },
        undefined,
        { timeout: 90_000, polling: 100 },
      );
      await page.getByTestId('place-bet').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="jump-phase"]')?.getAttribute('data-phase') === 'running', undefined, {
        timeout: 30_000,
        polling: 50,
      });
    },
    clicks: () => [],
  },
  ring: {
    async prepare(page, repeat) {
      if (repeat === 0) await page.locator('[data-ring-colour="blue"]').click();
      await ready(page);
    },
    clicks: () => [{ at: 0, selector: '[data-testid="place-bet"]' }],
  },
  dice: {
    prepare: (page) => ready(page),
    clicks: (ms) => every('[data-testid="place-bet"]', 600, ms),
  },
  colorgame: {
    async prepare(page, repeat) {
      if (repeat === 0) await page.locator('[data-colour="red"]').click();
      await ready(page);
    },
    clicks: (ms) => every('[data-testid="place-bet"]', 1_000, ms),
  },
  scratch: {
    // A fresh card each repeat, scratched cell by cell.
    async prepare(page) {
      await ready(page);
      await page.getByTestId('place-bet').click();
      await page.getByTestId('reveal-all').waitFor();
    },
    clicks: (ms) => Array.from({ length: 9 }, (_, i) => ({ at: Math.round((i * ms) / 10), selector: `[data-cell="${i}"]` })),
  },
  sabong: {
    async prepare(page, repeat) {
      await page.getByTestId('fight-status').waitFor();
      if (repeat === 0) await page.locator('[data-side="meron"]').click();
    },
    clicks: () => [],
  },
};

interface WindowResult {
  readonly frames: FrameStats;
  /** Durations of the main thread's long tasks (over 50 ms) in the window. */
  readonly longTasks: number[];
  readonly layouts: number;
  readonly recalcs: number;
  /** Main-thread CPU of the window (traced game windows only). */
  readonly cpu: MainThreadCpu | null;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** One measured window: the page records its rAF timestamps and makes its clicks itself. */
async function measure(page: Page, cdp: CDPSession, clicks: Click[], trace = false): Promise<WindowResult> {
  const browser = page.context().browser();
  if (trace && browser) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const before = await metrics(cdp);
  const { times, long } = await page.evaluate(
    async ({ ms, clicks }) => {
      const dismiss = () => {
        // The demo switch-to-real prompt (spec §4): keep practising, as a player who wants to go on.
        const popup = document.querySelector('[data-popup="switchToReal"]');
        const keep = popup ? [...popup.querySelectorAll('button')].find((b) => /keep/i.test(b.textContent ?? '')) : undefined;
        keep?.click();
      };
      const times: number[] = [];
      const long: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) long.push(e.duration);
      });
      observer.observe({ type: 'longtask' });
      let on = true;
      const frame = (t: number) => {
        times.push(t);
        if (on) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      for (const c of clicks) {
        setTimeout(() => {
          dismiss();
          (document.querySelector(c.selector) as HTMLElement | null)?.click();
        }, c.at);
      }
      await new Promise((resolve) => setTimeout(resolve, ms));
      on = false;
      observer.disconnect();
      return { times, long };
    },
    { ms: windowMs, clicks },
  );
  const after = await metrics(cdp);
  const traced = trace && browser ? (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents : null;
  const d = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  return { frames: frameStats(times), longTasks: long, layouts: d('LayoutCount'), recalcs: d('RecalcStyleCount'), cpu: traced ? mainThreadCpu(traced) : null };
}

interface GameReport {
  readonly game: InHouseGame;
  readonly fps: number;
  readonly fpsRepeats: number[];
  readonly p95Ms: number;
  readonly droppedShare: number;
  readonly frames: number;
  readonly layoutsPerFrame: number;
  readonly recalcsPerFrame: number;
  readonly longTaskMaxMs: number;
  /** Main-thread CPU (thread time at the throttle) per 60 Hz frame of the windows' wall time, ms, and its split. */
  readonly cpuPerFrameMs: number;
  readonly cpuSplit: MainThreadCpu['byKind'];
  readonly viewChunks: string[];
  /** The same frames on the idle page just before, on the same browser: how busy the machine is. */
  /** The worst of the idle control windows around the repeats (before each, after the last). */
  readonly control: { readonly fps: number; readonly p95Ms: number; readonly droppedShare: number };
  /** Budget lines missed by the view. */
  readonly over: string[];
  /** Frame budget lines missed while the idle control missed them too: the machine, not the view. */
  readonly notJudged: string[];
}

/**
 * Per vsync of wall time, not per frame drawn: when other work on the machine makes the page draw
 * fewer frames, the view's work is not spread over fewer of them.
 */
function perVsync(windows: WindowResult[]): { total: number; split: MainThreadCpu['byKind'] } {
  const vsyncs = (windows.length * windowMs) / VSYNC_MS;
  const split = { script: 0, style: 0, layout: 0, paint: 0, commit: 0 };
  let total = 0;
  for (const w of windows) {
    total += (w.cpu?.totalMs ?? 0) / vsyncs;
    for (const k of Object.keys(split) as (keyof typeof split)[]) split[k] += (w.cpu?.byKind[k] ?? 0) / vsyncs;
  }
  return { total, split };
}

function report(game: InHouseGame, windows: WindowResult[], controls: WindowResult[], viewChunks: string[]): GameReport {
  const frames = windows.map((w) => w.frames);
  const intervals = frames.flatMap((f) => f.intervals);
  const count = intervals.length;
  const layouts = windows.reduce((s, w) => s + w.layouts, 0);
  const recalcs = windows.reduce((s, w) => s + w.recalcs, 0);
  const fpsRepeats = frames.map((f) => f.fps);
  const measured = { fps: quantile(fpsRepeats, 0.5), p95Ms: quantile(intervals, 0.95), droppedShare: droppedShare(frames) };
  const controlStats = {
    fps: Math.min(...controls.map((c) => c.frames.fps)),
    p95Ms: Math.max(...controls.map((c) => quantile(c.frames.intervals, 0.95))),
    droppedShare: Math.max(...controls.map((c) => droppedShare([c.frames]))),
  };
  const r = {
    game,
    ...measured,
    fpsRepeats,
    frames: count,
    layoutsPerFrame: count === 0 ? Number.POSITIVE_INFINITY : layouts / count,
    recalcsPerFrame: count === 0 ? Number.POSITIVE_INFINITY : recalcs / count,
    longTaskMaxMs: Math.max(0, ...windows.flatMap((w) => w.longTasks)),
    cpuPerFrameMs: perVsync(windows).total,
    cpuSplit: perVsync(windows).split,
    viewChunks,
    control: controlStats,
  };
  const machineBusy = !isQuiet(controlStats);
  const frameOver = overFrameBudget(measured);
  const over = machineBusy ? [] : [...frameOver];
  if (!(r.cpuPerFrameMs <= BUDGET.maxMainCpuPerFrameMs)) over.push(`main-thread CPU ${r.cpuPerFrameMs.toFixed(1)} ms per 16.7 ms > ${BUDGET.maxMainCpuPerFrameMs}`);
  if (!(r.layoutsPerFrame <= BUDGET.maxLayoutsPerFrame)) over.push(`layouts/frame ${r.layoutsPerFrame.toFixed(2)} > ${BUDGET.maxLayoutsPerFrame}`);
  if (viewChunks.length !== 1 || viewChunks[0] !== VIEW_CHUNKS[game]) over.push(`loaded view chunks [${viewChunks.join(', ')}], expected only ${VIEW_CHUNKS[game]}`);
  return { ...r, over, notJudged: machineBusy ? frameOver : [] };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../bench/fps');
  const configFile = path.join(root, 'vite.config.ts');
  if (!args['no-build']) {
    console.log('bench:fps: building the benchmark page (production build) …');
    await build({ configFile, logLevel: 'warn' });
  }
  const server = await preview({ configFile, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('bench:fps: vite preview gave no address');
  const browser = await chromium.launch(launchOptions);
  const reports: GameReport[] = [];
  try {
    // The control: a page of the same browser, as slow, with no game (nothing animates, nothing
    // runs), measured around every window: when it misses frames, the machine is busy.
    const idleContext = await browser.newContext(PHONE);
    await idleContext.addInitScript('globalThis.__name = (f) => f;');
    const idlePage = await idleContext.newPage();
    const idle = { page: idlePage, cdp: await idleContext.newCDPSession(idlePage) };
    await idle.cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await idle.cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await idle.page.goto(`${base}?id=control`);
    console.log(`bench:fps: ${games.length} game(s), ${repeats} × ${windowMs / 1000} s each, CPU ${throttle}× slower, 375 × 812 @2x touch`);
    for (const game of games) {
      const context = await browser.newContext(PHONE);
      // tsx keeps function names with a `__name` helper that the page does not have.
      await context.addInitScript('globalThis.__name = (f) => f;');
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const chunks = new Set<string>();
      page.on('request', (req) => {
        const m = /\/assets\/([A-Za-z]+View)-[^/]*\.js$/.exec(req.url());
        if (m) chunks.add(m[1]!);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
      await page.goto(`${base}?id=${IN_HOUSE_GAME_IDS[game]}`);
      const plan = PLANS[game];
      const windows: WindowResult[] = [];
      const controls: WindowResult[] = [];
      for (let i = 0; i < repeats; i++) {
        await plan.prepare(page, i);
        controls.push(await measure(idle.page, idle.cdp, []));
        windows.push(await measure(page, cdp, plan.clicks(windowMs), true));
      }
      controls.push(await measure(idle.page, idle.cdp, []));
      if (errors.length > 0) throw new Error(`bench:fps: ${game} threw in the page: ${errors.join('; ')}`);
      const r = report(game, windows, controls, [...chunks].sort());
      reports.push(r);
      if (args.json) console.log(JSON.stringify(r));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  if (!args.json) {
    const rows = reports.map((r) => [
      r.game,
      r.fps.toFixed(1),
      r.fpsRepeats.map((f) => f.toFixed(0)).join('/'),
      r.p95Ms.toFixed(1),
      pct(r.droppedShare),
      r.recalcsPerFrame.toFixed(2),
      r.layoutsPerFrame.toFixed(2),
      r.cpuPerFrameMs.toFixed(1),
      `${r.cpuSplit.script.toFixed(1)}/${r.cpuSplit.style.toFixed(1)}/${r.cpuSplit.layout.toFixed(1)}/${r.cpuSplit.paint.toFixed(1)}/${r.cpuSplit.commit.toFixed(1)}`,
      r.longTaskMaxMs.toFixed(0),
      `${r.control.fps.toFixed(0)}/${r.control.p95Ms.toFixed(0)}`,
      r.viewChunks.join(' '),
      r.over.length > 0 ? `OVER: ${r.over.join('; ')}` : r.notJudged.length > 0 ? `ok, frames not judged (machine busy)` : 'ok',
    ]);
    const head = ['game', 'fps', 'repeats', 'p95 ms', 'dropped', 'styles/frame', 'layouts/frame', 'cpu ms/vsync', 'script/style/layout/paint/commit', 'longest task ms', 'idle fps/p95', 'view chunk', 'budget'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
    console.log(line(head));
    for (const row of rows) console.log(line(row));
    console.log(
      `budget: fps ≥ ${BUDGET.minFps}, p95 frame ≤ ${BUDGET.maxP95Ms} ms, dropped ≤ ${pct(BUDGET.maxDroppedShare)}, ` +
        `layouts/frame ≤ ${BUDGET.maxLayoutsPerFrame}, main-thread CPU ≤ ${BUDGET.maxMainCpuPerFrameMs} ms per 16.7 ms, only the game's own view chunk`,
    );
  }
  const over = reports.filter((r) => r.over.length > 0);
  const unjudged = reports.filter((r) => r.notJudged.length > 0);
  if (over.length > 0) {
    console.error(`bench:fps: over budget: ${over.map((r) => r.game).join(', ')}`);
    process.exitCode = 1;
  } else if (unjudged.length > 0) {
    // The idle control page missed the frame budget: other work on the machine, not the views.
    console.error(`bench:fps: the machine is too busy to judge frame rates (${unjudged.map((r) => r.game).join(', ')}): run again on a quiet machine`);
    process.exitCode = 3;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
