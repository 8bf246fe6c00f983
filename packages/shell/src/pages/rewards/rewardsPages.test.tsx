// The rewards pages against a fake x2 server (issue 12): the VIP page from a vip/slef-level answer,
// /vips highlighting the player's level, /task's order and Claim, the sign-in strip's claim, the
// wheel landing on the server's index with its fairness proof, the no-ticket refusal, /points paging,
// and the start-up sign-in popup's once-a-day check.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage, whenTextsLoaded, type PeryaI18n } from '@perya/i18n';
import { hashServerSeed } from '@perya/games/engines';
import { gmt8DayKey } from '@perya/domain';
import type { PopupId } from '@perya/ui/popups';
import { testBrand, type TestBrandOverrides } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { ok, refuse, stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import { DailyPopups, SIGN_IN_POPUP_KEY } from '../DailyPopups';
import VipPage from './VipPage';
import VipsPage from './VipsPage';
import TaskPage from './TaskPage';
import SpinPage from './SpinPage';
import PointsPage from './PointsPage';
import { segmentAtPointer } from './wheelMath';
import { maybeOpenSignInPopup } from './signInStartup';
import { deviceRecord } from '../dailyRecord';


let i18n: PeryaI18n;
let routes: FakeApi['routes'];
let calls: FakeApi['calls'];

const vip = (over: Record<string, unknown> = {}) => ({
  level: 2,
  levelName: 'Platinum',
  nextLevelName: 'Diamond',
  currentActualBetAmount: 250_000,
  currentActualBetAmountFormat: '₱2,500.00',
  currentActualDeposit: 100_000,
  currentActualDepositFormat: '₱1,000.00',
  ruleBetAmount: 500_000,
  ruleBetAmountFormat: '₱5,000.00',
  ruleDeposit: 100_000,
  ruleDepositFormat: '₱1,000.00',
  points: 1_240,
  upgradePoints: 760,
  upgradeDeposit: 50_000,
  lastMonthScore: 3_100,
  lastMonthDeposit: 220_000,
  privileges: ['Faster withdrawals', 'Birthday bonus'],
  levels: [],
  ...over,
});

const user = (over: Record<string, unknown> = {}) => ({
  userId: '1001', name: 'Juan', phone: '9171234567', checkPhone: true, email: '', birthday: '', deposit: 50_000, balance: 10_000, bonus: 0, points: 450,
  verified: true, protectMigration: false, giveBonus: false, isNopayUser: false, bindInfoStatus: 0, storeStatus: 1, avatar: 0, vipLevel: 2, vipName: 'Platinum', inviteCode: 'ABC123', createTime: 0, market: 'PH', currency: 'PHP',
  ...over,
});

const mission = (id: string, receiveState: string, over: Record<string, unknown> = {}) => ({
  id,
  type: 'dailyMisson',
  title: `Mission ${id}`,
  description: '',
  target: 5,
  progress: receiveState === 'INCOMPLETE' ? 2 : 5,
  awardType: 'points',
  award: 50,
  receiveState,
  ...over,
});

const checkin = (signedUpTo: number, canSign: boolean) => ({
  list: [1, 2, 3, 4, 5, 6, 7].map((d) => ({
    day: d,
    isCanSign: canSign && d === signedUpTo + 1,
    signState: d <= signedUpTo ? 'SIGNED' : 'UNSIGNED',
    awardType: 'points',
    award: d * 10,
  })),
  streak: signedUpTo,
});

const prizes = ['₱1', '50 pts', 'none', '₱100', '1 spin', '10 pts'].map((_, i) => ({
  id: `p${i}`,
  name: `Prize ${i}`,
  awardType: (['balance', 'points', 'points', 'balance', 'spinTicket', 'points'] as const)[i],
  award: [100, 50, 0, 10_000, 1, 10][i],
  // Only segment 3 can be drawn: whatever the seeds, a true proof picks it.
  weight: i === 3 ? 1 : 0,
}));
const SERVER_SEED = 'f'.repeat(64);
const spinMain = (over: Record<string, unknown> = {}) => ({
  prizes,
  points: 450,
  spinCost: 200,
  tickets: 0,
  seedHash: hashServerSeed(SERVER_SEED),
  clientSeed: 'player-seed',
  nonce: 7,
  ...over,
});

beforeEach(async () => {
  ({ routes, calls } = stubApi({
    '/x2/user/info': () => ok(user()),
  }));
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
  await whenTextsLoaded();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: React.ReactNode, overrides: TestBrandOverrides = {}): ShellServices {
  const services = createServices(testBrand(overrides));
  renderInShell(
    services,
    i18n,
    <>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/task" element={<p>task page</p>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
  return services;
}

/** The Spin button once it is live (it waits for the player's record: spec §6 deposit rule). */
async function spinButton(): Promise<HTMLElement> {
  const button = await screen.findByTestId('spin-button');
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

function openPopups(services: ShellServices): { id: PopupId; props: Record<string, unknown> }[] {
  return services.popups.getSnapshot().stack.map((e) => ({ id: e.id, props: e.props as Record<string, unknown> }));
}

describe('/vip (spec §2 VIP page, §3 VIP info, §9 50 % bet + 50 % deposit)', () => {
  beforeEach(() => {
    routes['/vip/slef-level'] = () => ok(vip());
    routes['/misson/main-page'] = () => ok({ dailyMisson: [mission('a', 'UNACCALIMED'), mission('b', 'INCOMPLETE')], accumulativeMisson: [mission('c', 'CLAIMED', { type: 'accumulativeMisson' })] });
    routes['/misson-checkin/main-page'] = () => ok(checkin(2, true));
  });

  it('shows the level, the derived progress, both conditions, the stats and the privileges', async () => {
    renderAt('/vip', <VipPage />);
    expect(await screen.findByTestId('vip-level')).toHaveProperty('textContent', 'Platinum');
    // bet 2,500/5,000 = 50 % of half + deposit met = 100 % of half → 75 %
    const bars = screen.getAllByRole('progressbar');
    expect(bars[0]?.getAttribute('aria-valuetext')).toBe('75% to the next level');
    expect(screen.getByText('Next level: Diamond')).toBeTruthy();
    expect(bars[1]?.getAttribute('aria-valuetext')).toBe('₱2,500.00 / ₱5,000.00');
    expect(bars[2]?.getAttribute('aria-valuetext')).toBe('₱1,000.00 / ₱1,000.00');
    expect(document.querySelector('[data-stat="vip.upgradeDeposit"]')?.textContent).toBe('₱500.00');
    expect(document.querySelector('[data-stat="vip.currentPoints"]')?.textContent).toBe('1,240');
    expect(screen.getByText('Birthday bonus')).toBeTruthy();
    // missions summary with its red dot and the way to /task
    expect(await screen.findByText('Rewards to claim: 1')).toBeTruthy();
    expect(screen.getAllByTestId('red-dot').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/task');
    expect(screen.getByRole('link', { name: /Spin the lucky wheel/ }).getAttribute('href')).toBe('/spin');
  });

  it('at the top level shows no upgrade conditions', async () => {
    routes['/vip/slef-level'] = () => ok(vip({ nextLevelName: null }));
    renderAt('/vip', <VipPage />);
    expect(await screen.findByText('You are at the highest level.')).toBeTruthy();
    expect(screen.queryByText('Upgrade conditions')).toBeNull();
  });

  it('the sign-in strip claims today and opens the sign-in popup on the reward it paid', async () => {
    let signed = false;
    routes['/misson-checkin/main-page'] = () => ok(checkin(signed ? 3 : 2, !signed));
    routes['/misson-checkin/signin'] = () => {
      signed = true;
      return ok({ day: 3, awardType: 'points', award: 30 });
    };
    const services = renderAt('/vip', <VipPage />);
    const strip = await screen.findByTestId('sign-in-strip');
    expect([...strip.querySelectorAll('li')].map((li) => li.dataset.state)).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    await userEvent.setup().click(within(strip).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['signIn']));
    expect(openPopups(services)[0]?.props.claimed).toEqual({ day: 3, reward: '30 points' });
    expect(calls.filter((c) => c.path === '/misson-checkin/signin')).toHaveLength(1);
    // the strip refreshes: day 3 signed, nothing left to sign today
    await waitFor(() => expect(within(strip).getByRole('button', { name: 'Come back tomorrow.' })).toHaveProperty('disabled', true));
  });

  it('an error answer shows the error state with a retry', async () => {
    routes['/vip/slef-level'] = () => refuse('500', 'Network anomaly, please try again later.');
    renderAt('/vip', <VipPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/vips: every level, the player’s own highlighted', () => {
  it('lists the levels of the answer and marks the current one', async () => {
    routes['/vip/slef-level'] = () =>
      ok(vip({ levels: [1, 2, 3].map((level) => ({ level, name: ['Platino', 'Platinum', 'Diamond'][level - 1], ruleBetAmount: level * 100_000, ruleDeposit: level * 50_000, privileges: [] })) }));
    renderAt('/vips', <VipsPage />);
    const list = await screen.findByTestId('vip-levels');
    const rows = [...list.querySelectorAll('li[data-level]')];
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows[1]?.textContent).toContain('Bet ₱2,000.00 · Deposit ₱1,000.00');
  });

  it('an empty level list shows the empty state', async () => {
    routes['/vip/slef-level'] = () => ok(vip());
    renderAt('/vips', <VipsPage />);
    expect(await screen.findByText('The level list is not available right now.')).toBeTruthy();
  });
});

describe('/task (spec §4: claimable first, claimed last, Claim on UNACCALIMED)', () => {
  it('orders the missions and enables Claim only on a claimable one; a claim pays once and says what it paid', async () => {
    let claimed = false;
    routes['/misson/main-page'] = () =>
      ok({
        dailyMisson: [mission('done', 'CLAIMED'), mission('todo', 'INCOMPLETE'), mission('ready', claimed ? 'CLAIMED' : 'UNACCALIMED')],
        accumulativeMisson: [],
      });
    routes['/misson/receive-misson-award'] = () => {
      claimed = true;
      return ok({ awardType: 'points', award: 50 });
    };
    const services = renderAt('/task', <TaskPage />);
    const list = await screen.findByTestId('missions');
    const items = () => [...list.querySelectorAll<HTMLElement>('li[data-mission]')];
    expect(items().map((li) => `${li.dataset.mission}:${li.dataset.action}`)).toEqual(['ready:claim', 'todo:incomplete', 'done:claimed']);
    const buttons = items().map((li) => within(li).getByRole('button'));
    expect(buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Claim', false],
      ['Incomplete', true],
      ['Claimed', true],
    ]);
    await userEvent.setup().click(buttons[0] as HTMLElement);
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['points']));
    expect(openPopups(services)[0]?.props).toMatchObject({ points: 50, reason: 'Mission reward: Mission ready' });
    expect(calls.filter((c) => c.path === '/misson/receive-misson-award').map((c) => c.body)).toEqual([{ missionId: 'ready' }]);
    await waitFor(() => expect(items().map((li) => li.dataset.action)).toEqual(['incomplete', 'claimed', 'claimed']));
  });
});

describe('/spin (spec §3 200 points a spin, §6 wheel promotion, §7 spin/open-prize)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
  });

  it('lands on the returned index, shows the win popup, and proves the seed it committed to', async () => {
    let spun = false;
    routes['/spin/main-page'] = () => ok(spinMain(spun ? { points: 250, nonce: 8, seedHash: hashServerSeed('next') } : {}));
    routes['/spin/open-prize'] = () => {
      spun = true;
      return ok({ index: 3, prize: prizes[3], points: 250, tickets: 0, fairness: { serverSeed: SERVER_SEED, seedHash: hashServerSeed(SERVER_SEED), clientSeed: 'player-seed', nonce: 7 }, nextSeedHash: hashServerSeed('next') });
    };
    const services = renderAt('/spin', <SpinPage />);
    const button = await spinButton();
    expect(button.textContent).toBe('Spin for 200 points');
    await userEvent.setup().click(button);
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['win']));
    expect(openPopups(services)[0]?.props).toMatchObject({ amount: 10_000 });
    const rotation = Number(screen.getByRole('img', { name: 'Prize wheel' }).getAttribute('data-rotation'));
    expect(segmentAtPointer(rotation, prizes.length)).toBe(3);
    expect(screen.getByTestId('fair-check').textContent).toBe('Checked: the server seed matches the hash shown before the spin.');
    expect(document.querySelector('[data-proof="serverSeed"]')?.textContent).toBe(SERVER_SEED);
    await waitFor(() => expect(screen.getByTestId('spin-points').textContent).toBe('250'));
  });

  it('the player may choose the seed of the next spin after seeing the commitment; it goes with the spin', async () => {
    routes['/spin/main-page'] = () => ok(spinMain());
    routes['/spin/open-prize'] = (body) => {
      const seed = (body as { clientSeed?: string }).clientSeed ?? 'player-seed';
      return ok({ index: 3, prize: prizes[3], points: 250, tickets: 0, fairness: { serverSeed: SERVER_SEED, seedHash: hashServerSeed(SERVER_SEED), clientSeed: seed, nonce: 7 }, nextSeedHash: hashServerSeed('next') });
    };
    renderAt('/spin', <SpinPage />);
    const user = userEvent.setup();
    const button = await spinButton();
    await user.type(screen.getByLabelText('Client seed'), '  lucky-tarsier ');
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === '/spin/open-prize').map((c) => c.body)).toEqual([{ clientSeed: 'lucky-tarsier' }]));
    await waitFor(() => expect(document.querySelector('[data-proof="lastClientSeed"]')?.textContent).toBe('lucky-tarsier'));
    expect((screen.getByLabelText('Client seed') as HTMLInputElement).value).toBe('');
  });

  it('on the black-gold popup set the result is the luck-result popup', async () => {
    routes['/spin/main-page'] = () => ok(spinMain({ tickets: 1 }));
    routes['/spin/open-prize'] = () => ok({ index: 1, prize: prizes[1], points: 500, tickets: 0, fairness: { serverSeed: 'other', seedHash: hashServerSeed(SERVER_SEED), clientSeed: 'player-seed', nonce: 7 }, nextSeedHash: 'n' });
    const services = renderAt('/spin', <SpinPage />, { popupSet: 'blackGold' });
    const button = await spinButton();
    expect(button.textContent).toBe('Spin with a free ticket');
    await userEvent.setup().click(button);
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['luckResult']));
    expect(openPopups(services)[0]?.props.prize).toBe('50 points');
    // a revealed seed that does not hash to the commitment is flagged
    expect(screen.getByTestId('fair-check').textContent).toContain('does not match');
  });

  it('without points or tickets opens the no-ticket popup and spends nothing', async () => {
    routes['/spin/main-page'] = () => ok(spinMain({ points: 120 }));
    const services = renderAt('/spin', <SpinPage />);
    await userEvent.setup().click(await spinButton());
    expect(openPopups(services)).toMatchObject([{ id: 'spinNoTicket', props: { points: 120, spinCost: 200 } }]);
    expect(calls.some((c) => c.path === '/spin/open-prize')).toBe(false);
  });

  it('a NOT_ENOUGH_POINTS refusal from the server opens the no-ticket popup too', async () => {
    routes['/spin/main-page'] = () => ok(spinMain());
    routes['/spin/open-prize'] = () => refuse('30003', 'Not enough points.');
    const services = renderAt('/spin', <SpinPage />);
    await userEvent.setup().click(await spinButton());
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['spinNoTicket']));
  });

  it('a player who never deposited and has no free spin is asked to deposit (spec §6)', async () => {
    routes['/x2/user/info'] = () => ok(user({ deposit: 0, isNopayUser: true }));
    routes['/spin/main-page'] = () => ok(spinMain());
    renderAt('/spin', <SpinPage />);
    expect(await screen.findByText('The wheel promotion requires a deposit.')).toBeTruthy();
    expect(screen.queryByTestId('spin-button')).toBeNull();
    expect(calls.some((c) => c.path === '/spin/open-prize')).toBe(false);
  });
});

describe('/points (spec §3 points, §7 user-point/list)', () => {
  it('shows the balance and the history with +/- colouring, and loads more pages', async () => {
    routes['/user-point/list'] = (body) => {
      const { pageNum } = body as { pageNum: number };
      const list = Array.from({ length: pageNum === 1 ? 20 : 5 }, (_, i) => ({
        id: `${pageNum}-${i}`,
        points: i % 2 === 0 ? 35 : -200,
        reason: i % 2 === 0 ? 'dailyLogin' : 'spin',
        createTime: Date.UTC(2026, 10, 23, 1, i),
      }));
      return ok({ list, total: 25, pageNum, pageSize: 20, points: 640 });
    };
    renderAt('/points', <PointsPage />);
    expect((await screen.findByTestId('points-balance')).textContent).toBe('640');
    const records = await screen.findByTestId('point-records');
    await waitFor(() => expect(records.querySelectorAll('li')).toHaveLength(20));
    expect(records.querySelector('li')?.textContent).toContain('Daily login');
    const changes = screen.getAllByTestId('point-change');
    expect(changes[0]?.textContent).toBe('+35');
    expect(changes[1]?.textContent).toBe('-200');
    expect(changes[0]?.className).not.toBe(changes[1]?.className);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(records.querySelectorAll('li')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('no history shows the empty state', async () => {
    routes['/user-point/list'] = () => ok({ list: [], total: 0, pageNum: 1, pageSize: 20, points: 0 });
    renderAt('/points', <PointsPage />);
    expect(await screen.findByText('No points activity yet.')).toBeTruthy();
  });
});

describe('start-up sign-in popup (spec §4 can sign in today, once per GMT+8 day)', () => {
  const now = Date.UTC(2026, 10, 23, 3);

  it('opens when today can be signed and marks the day', async () => {
    routes['/misson-checkin/main-page'] = () => ok(checkin(1, true));
    const services = createServices(testBrand());
    await maybeOpenSignInPopup(services, i18n.t.bind(i18n), { locale: 'en-PH', currency: 'PHP' }, deviceRecord(services), now);
    // The marketing gate opens it once its chunk is in (lazyMarketingGate).
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['signIn']));
    expect((openPopups(services)[0]?.props.days as unknown[]).length).toBe(7);
    expect(services.kv.get(SIGN_IN_POPUP_KEY)).toBe(gmt8DayKey(now));
  });

  it('stays shut when today is already signed, but still marks the day', async () => {
    routes['/misson-checkin/main-page'] = () => ok(checkin(2, false));
    const services = createServices(testBrand());
    await maybeOpenSignInPopup(services, i18n.t.bind(i18n), { locale: 'en-PH', currency: 'PHP' }, deviceRecord(services), now);
    expect(openPopups(services)).toEqual([]);
    expect(services.kv.get(SIGN_IN_POPUP_KEY)).toBe(gmt8DayKey(now));
  });

  it('the popup’s button signs in and resolves to the day’s reward', async () => {
    routes['/misson-checkin/main-page'] = () => ok(checkin(0, true));
    routes['/misson-checkin/signin'] = () => ok({ day: 1, awardType: 'balance', award: 500 });
    const services = createServices(testBrand());
    await maybeOpenSignInPopup(services, i18n.t.bind(i18n), { locale: 'en-PH', currency: 'PHP' }, deviceRecord(services), now);
    await waitFor(() => expect(openPopups(services)).toHaveLength(1));
    const onSignIn = openPopups(services)[0]?.props.onSignIn as () => Promise<unknown>;
    await expect(onSignIn()).resolves.toEqual({ day: 1, reward: '₱5.00' });
  });
});

describe('DailyPopups: the sign-in check runs once per GMT+8 day, for a logged-in player only', () => {
  it('checks once and opens the popup; a day already checked asks nothing', async () => {
    routes['/misson-checkin/main-page'] = () => ok(checkin(1, true));
    const services = renderAt('/', <DailyPopups />);
    await waitFor(() => expect(openPopups(services).map((p) => p.id)).toEqual(['signIn']));
    expect(calls.filter((c) => c.path === '/misson-checkin/main-page')).toHaveLength(1);
    cleanup();
    calls.length = 0;
    renderAt('/', <DailyPopups />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/misson-checkin/main-page')).toHaveLength(0);
  });

  it('a guest is not asked', async () => {
    localStorage.removeItem('token');
    localStorage.removeItem('uId');
    routes['/misson-checkin/main-page'] = () => ok(checkin(1, true));
    const services = renderAt('/', <DailyPopups />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/misson-checkin/main-page')).toHaveLength(0);
    expect(openPopups(services)).toEqual([]);
  });
});
