// The sandbox game provider: serves a small playable slot at its launch URL and settles every spin
// through the seamless wallet with signed callbacks, exactly as a real provider would: debit the
// stake, credit the win (0 for a loss), and roll the stake back when it cannot finish a round.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../../http/errors';
import { sendHtml } from '../../../http/securityHeaders';
import type { GameProviderAdapter, LaunchInput } from './adapter';
import { WALLET_PATHS, signedHeaders, walletResponse, type WalletAction } from './protocol';

export const SANDBOX_PATHS = { play: '/sandbox-provider/play', spin: '/sandbox-provider/spin', balance: '/sandbox-provider/balance' } as const;

/** Reel symbols with their weight on each reel and the three-of-a-kind multiplier. */
export const SANDBOX_SYMBOLS = [
  { id: 'cherry', face: '🍒', weight: 5, multiplier: 10 },
  { id: 'lemon', face: '🍋', weight: 5, multiplier: 10 },
  { id: 'bell', face: '🔔', weight: 4, multiplier: 22 },
  { id: 'star', face: '⭐', weight: 3, multiplier: 48 },
  { id: 'seven', face: '7️⃣', weight: 1, multiplier: 400 },
] as const;
const TOTAL_WEIGHT = SANDBOX_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);

/** Return to player of the sandbox slot: Σ (w/W)^3 × multiplier ≈ 96.1 %. */
export function sandboxRtp(): number {
  return SANDBOX_SYMBOLS.reduce((sum, s) => sum + (s.weight / TOTAL_WEIGHT) ** 3 * s.multiplier, 0);
}

/** Stakes the sandbox page offers, minor units (₱1, ₱5, ₱10, ₱50). */
export const SANDBOX_STAKES = [100, 500, 1000, 5000] as const;

function drawSymbol(): number {
  let point = randomInt(0, TOTAL_WEIGHT);
  for (let i = 0; i < SANDBOX_SYMBOLS.length; i++) {
    point -= SANDBOX_SYMBOLS[i]!.weight;
    if (point < 0) return i;
  }
  return 0;
}

export function sandboxWin(reels: readonly number[], stake: number): number {
  const [a, b, c] = reels;
  return a !== undefined && a === b && b === c ? stake * SANDBOX_SYMBOLS[a]!.multiplier : 0;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export function sandboxLaunchUrl(input: LaunchInput): string {
  const url = new URL(SANDBOX_PATHS.play, input.baseUrl);
  url.searchParams.set('session', input.sessionToken);
  url.searchParams.set('provider', input.game.gameProvider);
  url.searchParams.set('gameId', input.game.gameId);
  url.searchParams.set('lang', input.lang);
  // gameLaunch has already refused a foreign backUrl.
  if (input.backUrl !== '') url.searchParams.set('backUrl', input.backUrl);
  return url.toString();
}

/** The slot page: reels, stake, spin, balance, and an exit back to the lobby (`backUrl` allowed already). */
export function sandboxSlotPage(opts: { session: string; provider: string; gameId: string; gameName: string; backUrl: string; lang: string }): string {
  const config = JSON.stringify({
    session: opts.session,
    provider: opts.provider,
    // The wallet knows a game by its provider_gameId key.
    gameId: `${opts.provider}_${opts.gameId}`,
    backUrl: opts.backUrl,
    spinPath: SANDBOX_PATHS.spin,
    balancePath: SANDBOX_PATHS.balance,
    faces: SANDBOX_SYMBOLS.map((s) => s.face),
    stakes: SANDBOX_STAKES,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.gameName)} · sandbox</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #1b1035; color: #fff; display: flex; flex-direction: column; align-items: center; min-height: 100vh; }
  header { width: 100%; display: flex; justify-content: space-between; align-items: center; padding: 12px 16px; box-sizing: border-box; }
  h1 { font-size: 18px; margin: 8px 0; text-align: center; }
  .reels { display: flex; gap: 8px; margin: 24px 0; }
  .reel { width: 80px; height: 96px; border-radius: 12px; background: #fff; color: #000; font-size: 48px; display: flex; align-items: center; justify-content: center; }
  .stakes { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 8px 0; padding: 0 12px; }
  button { font: inherit; border: 0; border-radius: 10px; padding: 10px 16px; cursor: pointer; }
  .stake[aria-pressed="true"] { background: #ffc400; }
  #spin { background: #00c853; color: #fff; font-size: 20px; padding: 14px 48px; margin-top: 12px; }
  #spin:disabled { opacity: .5; }
  #message { min-height: 24px; margin-top: 12px; }
</style>
</head>
<body>
<header><button id="back" type="button">← Back</button><span>Balance: <b id="balance">…</b></span></header>
<h1>${escapeHtml(opts.gameName)}</h1>
<div class="reels"><div class="reel" data-reel>?</div><div class="reel" data-reel>?</div><div class="reel" data-reel>?</div></div>
<div class="stakes" id="stakes"></div>
<button id="spin" type="button">Spin</button>
<div id="message" role="status"></div>
<script>
(function () {
  var cfg = ${config};
  var stake = cfg.stakes[0];
  var money = function (minor) { return '₱' + (minor / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); };
  var $ = function (id) { return document.getElementById(id); };
  var stakes = $('stakes');
  cfg.stakes.forEach(function (s) {
    var b = document.createElement('button');
    b.className = 'stake'; b.type = 'button'; b.textContent = money(s); b.setAttribute('aria-pressed', String(s === stake));
    b.onclick = function () { stake = s; Array.prototype.forEach.call(stakes.children, function (c) { c.setAttribute('aria-pressed', String(c === b)); }); };
    stakes.appendChild(b);
  });
  function call(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function showBalance(env) { if (env.code === '00000') $('balance').textContent = money(env.data.balance); return env; }
  call(cfg.balancePath, { session: cfg.session }).then(showBalance);
  $('spin').onclick = function () {
    $('spin').disabled = true; $('message').textContent = '';
    call(cfg.spinPath, { session: cfg.session, gameId: cfg.gameId, stake: stake }).then(function (env) {
      if (env.code !== '00000') { $('message').textContent = env.message; return; }
      var reels = document.querySelectorAll('[data-reel]');
      env.data.reels.forEach(function (r, i) { reels[i].textContent = cfg.faces[r]; });
      $('message').textContent = env.data.win > 0 ? 'You win ' + money(env.data.win) + '!' : 'No win, try again';
      showBalance(env);
    }, function () { $('message').textContent = 'Network anomaly, please try again later.'; })
      .then(function () { $('spin').disabled = false; });
  };
  // The lobby is the brand app around this frame (which nobody may frame): leave at the top.
  $('back').onclick = function () { if (cfg.backUrl) (window.top || window).location.href = cfg.backUrl; else history.back(); };
  // Inside the brand app's frame the app's bar is the way back: one back control, not two.
  if (window.self !== window.top) $('back').hidden = true;
})();
</script>
</body>
</html>`;
}

export interface SandboxDeps {
  readonly secret: string;
  readonly now: () => number;
  /** Game name for the page title. */
  readonly gameName: (provider: string, gameId: string) => string | undefined;
  /** The exit target the page may use (allowed brand origin or a path), undefined when foreign. */
  readonly allowedBackUrl: (backUrl: string) => string | undefined;
  /** frame-ancestors of the page: the brand origins that embed it. */
  readonly frameAncestors: string;
}

const spinBody = z.object({
  session: z.string().min(16).max(128),
  gameId: z.string().min(1).max(64),
  stake: z.number().int().refine((s) => (SANDBOX_STAKES as readonly number[]).includes(s), 'stake must be one of the offered stakes'),
});
const balanceBody = z.object({ session: z.string().min(16).max(128) });

/** The sandbox as an adapter: launch URL and launcher HTML both open the slot page. */
export function createSandboxProvider(): GameProviderAdapter {
  return {
    launchUrl: async (input) => sandboxLaunchUrl(input),
    async launchHtml(input) {
      const url = JSON.stringify(sandboxLaunchUrl(input)).replace(/</g, '\\u003c');
      return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.game.gameName)}</title></head><body><script>location.replace(${url});</script><noscript><a href="${escapeHtml(sandboxLaunchUrl(input))}">Open ${escapeHtml(input.game.gameName)}</a></noscript></body></html>`;
    },
  };
}

/**
 * The sandbox provider's own server side: the page's spin and balance calls. It knows the player
 * only by the launch token and reaches the wallet only through signed callbacks (in-process HTTP
 * via inject, the same routes a remote provider calls).
 */
export function registerSandboxProvider(app: FastifyInstance, deps: SandboxDeps): void {
  async function wallet(provider: string, action: WalletAction, body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const res = await app.inject({ method: 'POST', url: WALLET_PATHS[action], headers: signedHeaders(deps.secret, provider, raw, deps.now()), payload: raw });
    const envelope = res.json() as { code: string; data: unknown };
    return { envelope, data: envelope.code === '00000' ? walletResponse.parse(envelope.data) : undefined };
  }

  app.get(SANDBOX_PATHS.play, async (request, reply) => {
    const q = z
      .object({ session: z.string().min(16).max(128), provider: z.string().min(1).max(32), gameId: z.string().min(1).max(64), lang: z.string().max(16).default('en-PH'), backUrl: z.string().max(2000).default('') })
      .safeParse(request.query);
    if (!q.success) throw new AppError('VALIDATION');
    const gameName = deps.gameName(q.data.provider, q.data.gameId);
    if (gameName === undefined) throw new AppError('GAME_NOT_FOUND');
    // Anyone can craft this URL: a foreign exit target is dropped (the button goes back instead).
    const backUrl = q.data.backUrl === '' ? '' : (deps.allowedBackUrl(q.data.backUrl) ?? '');
    // Its own script and style, calls to this server, framed only by the brand apps.
    return sendHtml(reply, 200, sandboxSlotPage({ ...q.data, backUrl, gameName }), { frameAncestors: deps.frameAncestors, connectSelf: true });
  });

  app.post(SANDBOX_PATHS.balance, async (request) => {
    const parsed = balanceBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION');
    const { envelope, data } = await wallet('sandbox', 'balance', { sessionToken: parsed.data.session });
    if (data === undefined) return envelope;
    return okEnvelope({ balance: data.balance });
  });

  app.post(SANDBOX_PATHS.spin, async (request) => {
    const parsed = spinBody.safeParse(request.body);
    if (!parsed.success) throw new AppError('VALIDATION');
    const { session, gameId, stake } = parsed.data;
    const roundId = `sbx-${randomUUID()}`;
    const debit = await wallet('sandbox', 'debit', { sessionToken: session, roundId, gameId, amount: stake });
    if (debit.data === undefined) return debit.envelope;
    const reels = [drawSymbol(), drawSymbol(), drawSymbol()];
    const win = sandboxWin(reels, stake);
    const credit = await wallet('sandbox', 'credit', { sessionToken: session, roundId, gameId, amount: win });
    if (credit.data === undefined) {
      // The round cannot finish: give the stake back (idempotent by round id, so safe to retry).
      await wallet('sandbox', 'rollback', { sessionToken: session, roundId, gameId });
      return credit.envelope;
    }
    return okEnvelope({ roundId, reels, win, balance: credit.data.balance });
  });
}
