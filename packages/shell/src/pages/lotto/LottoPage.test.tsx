// /lotto (issue 14): the next draw with its published seed hash, a Swertres pick bought with one
// request id, and black-gold's lotto popups (spec §2 "lotto description", "lotto video") opened
// from the page; a brand without the black-gold set shows the rules inline instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '../../../test/renderInShell';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { testBrand, type TestBrandOverrides } from '../../../test/testBrand';
import { ok, stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import LottoPage from './LottoPage';

const LAZY = { timeout: 10_000 };
const NOW = Date.UTC(2026, 10, 26, 4); // 12:00 GMT+8
const draw = (over: Record<string, unknown>) => ({
  drawId: 'swertres-20261126-1345',
  game: 'swertres',
  drawAt: Date.UTC(2026, 10, 26, 5, 45),
  closesAt: Date.UTC(2026, 10, 26, 5, 40),
  status: 'open',
  seedHash: 'a'.repeat(64),
  serverSeed: null,
  numbers: null,
  ...over,
});
const STATE = {
  serverTime: NOW,
  games: [
    { game: 'swertres', next: draw({}), last: draw({ drawId: 'swertres-20261125-2045', drawAt: Date.UTC(2026, 10, 25, 12, 45), status: 'paid', serverSeed: 'b'.repeat(64), numbers: [7, 1, 9] }) },
    { game: 'lotto642', next: draw({ drawId: 'lotto642-20261126-2100', game: 'lotto642' }), last: null },
  ],
};

let i18n: PeryaI18n;
let api: FakeApi;

beforeEach(async () => {
  api = stubApi({
    '/x2/lotto/state': () => ok(STATE),
    '/x2/lotto/tickets': () => ok({ list: [] }),
    '/x2/user/info': () => ok({ userId: '1001', balance: 50_000 }),
    '/x2/lotto/buy': (body) => {
      const b = body as { drawId: string; betType: string; pick: number[]; stake: number };
      return ok({ ticket: { ticketId: 't1', drawId: b.drawId, game: 'swertres', betType: b.betType, pick: b.pick, stake: b.stake, payout: null, createdAt: NOW, drawAt: STATE.games[0]!.next.drawAt, numbers: null }, balance: 49_000 });
    },
  });
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLotto(brand: TestBrandOverrides = {}): ShellServices {
  const services = createServices(testBrand({ locales: ['en-PH'], ...brand }));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={['/lotto']}>
      <Routes>
        <Route path="/lotto" element={<LottoPage />} />
      </Routes>
    </MemoryRouter>,
    { popups: true },
  );
  return services;
}

describe('/lotto', () => {
  it('shows the next draw with its seed hash and buys the picked digits once', async () => {
    const user = userEvent.setup();
    renderLotto({ popupSet: 'blackGold' });
    expect((await screen.findByTestId('lotto-draw-at', {}, LAZY)).getAttribute('data-draw-id')).toBe('swertres-20261126-1345');
    expect(screen.getByTestId('lotto-next').textContent).toContain('a'.repeat(64));
    const buy = screen.getByTestId('lotto-buy');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    for (const d of ['4', '0', '4']) await user.click(screen.getByRole('button', { name: d }));
    expect(screen.getByTestId('lotto-pick').getAttribute('data-numbers')).toBe('4,0,4');
    await user.click(screen.getByRole('radio', { name: 'Rambolito' }));
    expect(screen.getByTestId('lotto-prize').textContent).toContain('Win ₱1,500.00');
    await user.click(buy);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/x2/lotto/buy')).toHaveLength(1));
    const sent = api.calls.find((c) => c.path === '/x2/lotto/buy')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ drawId: 'swertres-20261126-1345', betType: 'rambolito', pick: [4, 0, 4], stake: 1_000 });
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(screen.getByTestId('lotto-pick').getAttribute('data-numbers')).toBe(''));
  });

  it('sells only a valid ticket: a full pick, a rambolito of digits that can be reordered, a stake in the game’s steps', async () => {
    const user = userEvent.setup();
    renderLotto();
    await screen.findByTestId('lotto-draw-at', {}, LAZY);
    const buy = screen.getByTestId('lotto-buy') as HTMLButtonElement;
    for (const d of ['7', '7']) await user.click(screen.getByRole('button', { name: d }));
    expect(screen.getByText('Pick 1 more')).toBeTruthy();
    expect(buy.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '7' }));
    expect(buy.disabled).toBe(false);
    // 7-7-7 has one order only: no rambolito of it.
    await user.click(screen.getByRole('radio', { name: 'Rambolito' }));
    expect(buy.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Straight' }));
    expect(buy.disabled).toBe(false);
    // The stakes offered are the game’s steps within its bounds (₱10 to ₱1,000 for Swertres).
    const stakes = within(screen.getByRole('radiogroup', { name: 'Amount' })).getAllByRole('radio').map((r) => r.textContent);
    expect(stakes).toEqual(['₱10.00', '₱20.00', '₱50.00', '₱100.00', '₱500.00']);
    await user.click(screen.getByRole('radio', { name: '₱50.00' }));
    expect(screen.getByTestId('lotto-prize').textContent).toContain('Win ₱22,500.00');
    await user.click(buy);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/x2/lotto/buy')).toHaveLength(1));
    expect(api.calls.find((c) => c.path === '/x2/lotto/buy')!.body).toMatchObject({ betType: 'straight', pick: [7, 7, 7], stake: 5_000 });
  });

  it('black-gold: How to play opens the lotto description, Watch draw the replay of the last draw', async () => {
    const user = userEvent.setup();
    renderLotto({ popupSet: 'blackGold' });
    await user.click(await screen.findByTestId('lotto-how-to-play', {}, LAZY));
    const rules = await screen.findByRole('dialog', {}, LAZY);
    expect(rules.textContent).toContain('A straight ticket wins 450 times');
    expect(within(rules).getByRole('list', { name: 'Special draws every day (GMT+8)' }).textContent).toContain('13:45');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Watch draw' }));
    expect((await screen.findByTestId('lotto-replay', {}, LAZY)).getAttribute('aria-label')).toBe('7 1 9');
  });

  it('base set: no popups; the rules are on the page', async () => {
    renderLotto();
    await screen.findByTestId('lotto-draw-at', {}, LAZY);
    expect(screen.queryByTestId('lotto-how-to-play')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Watch draw' })).toBeNull();
    expect(screen.getByText('How to play', { selector: 'summary' }).tagName).toBe('SUMMARY');
  });
});
