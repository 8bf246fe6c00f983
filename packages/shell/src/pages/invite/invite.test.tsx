// The invite pages against a fake x2 server (issue 12 item 10): code and link with copy, share
// through the share sheet or the clipboard ('copy failed' when neither works, spec §8), the QR code,
// the totals and rules; the invitee records paged; the ranking by week or all time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { stubApi, type FakeApi } from '../../../test/fakeApi';
import { createServices, type ShellServices } from '../../services/services';
import InvitePage from './InvitePage';
import InviteRecordsPage from './InviteRecordsPage';
import { InviteCodeButton, InviteCodeHint } from './InviteCodeCheck';
import { MESSAGES } from '@perya/domain';

let i18n: PeryaI18n;
let calls: FakeApi['calls'];
let answers: FakeApi['routes'];
const NOW = Date.UTC(2026, 10, 23, 4);

const invitees = (total: number) => (body: unknown) => {
  const { pageNum, pageSize } = body as { pageNum: number; pageSize: number };
  const start = (pageNum - 1) * pageSize;
  const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({
    name: `p${String(start + i + 1).padStart(2, '0')}***`,
    registerTime: NOW - (start + i) * 3_600_000,
    deposit: 10_000 * (start + i),
    reward: 0,
  }));
  return {
    inviteCode: 'ABC123',
    inviteLink: 'https://play.test/r/ABC123',
    invitedCount: total,
    depositedCount: 3,
    totalReward: 15_000,
    rewardPerInvitee: 5_000,
    minDepositForReward: 20_000,
    records: { list, total, pageNum, pageSize },
  };
};

beforeEach(async () => {
  ({ routes: answers, calls } = stubApi());
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string): ShellServices {
  const services = createServices(testBrand({ invite: true }));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/invite" element={<InvitePage />} />
        <Route path="/v3invite" element={<InvitePage />} />
        <Route path="/invite/records" element={<InviteRecordsPage />} />
        <Route path="/v3inviteDetail" element={<InviteRecordsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return services;
}

describe('/invite: my code and link, copy, share, QR, totals and rules', () => {
  it('shows the code, link, QR code, totals and the reward and fair-play rules', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(45);
    renderAt('/invite');
    expect(await screen.findByDisplayValue('ABC123')).toBeTruthy();
    expect(screen.getByDisplayValue('https://play.test/r/ABC123')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of my invite link' })).toBeTruthy();
    expect(screen.getByTestId('invite-invited').textContent).toBe('45');
    expect(screen.getByTestId('invite-deposited').textContent).toBe('3');
    expect(screen.getByTestId('invite-total-reward').textContent).toBe('₱150.00');
    expect(screen.getByTestId('invite-reward-rule').textContent).toBe('Earn ₱50.00 for every friend whose deposits reach ₱200.00.');
    expect(screen.getByTestId('invite-fair-play').textContent).toContain('One account and one IP per player');
    expect(screen.getByRole('link', { name: 'Invite records and ranking' }).getAttribute('href')).toBe('/invite/records');
  });

  it('copies the link, and says "Copy failed." when the clipboard refuses', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(1);
    // user-event puts its own clipboard on navigator: ours goes on after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderAt('/invite');
    await user.click(await screen.findByRole('button', { name: 'Copy: My invite link' }));
    expect(writeText).toHaveBeenCalledWith('https://play.test/r/ABC123');
    expect(await screen.findByText('Copied')).toBeTruthy();

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy: My invite code' }));
    expect(await screen.findByText('Copy failed.')).toBeTruthy();
  });

  it('shares through the share sheet when the browser has one, else copies with a toast', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(1);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn(async () => undefined) } });
    const services = renderAt('/invite');
    const toast = vi.spyOn(services.popups, 'toast');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Test Brand', text: 'Join me and play! Sign up with my invite code ABC123.', url: 'https://play.test/r/ABC123' });
    expect(toast).not.toHaveBeenCalled();

    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Copy failed.', { tone: 'error' }));
  });

  it('on black-gold (/v3invite) links the v3 detail page and opens the ranking popup', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(1);
    answers['/x2/spread/statistic/ranking'] = () => ({ list: [{ rank: 1, name: 'top***', invitedCount: 9, reward: 45_000 }], me: { rank: null, invitedCount: 1, reward: 0 } });
    const services = createServices(testBrand({ popupSet: 'blackGold' }));
    const open = vi.spyOn(services.popups, 'open');
    renderInShell(
      services,
      i18n,
      <MemoryRouter initialEntries={['/v3invite']}>
        <Routes>
          <Route path="/v3invite" element={<InvitePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Invite records and ranking' })).getAttribute('href')).toBe('/v3inviteDetail');
    const button = screen.getByRole('button', { name: 'Ranking' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(button);
    expect(open).toHaveBeenCalledWith('inviteRanking', expect.objectContaining({ rows: [{ rank: 1, name: 'top***', amount: 45_000 }] }));
  });
});

describe('/invite/records: invitees paged, and the ranking', () => {
  it('pages through the invitees 20 at a time', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(45);
    renderAt('/invite/records');
    const table = await screen.findByTestId('invite-records');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(table.textContent).toContain('p01***');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('invite-records').textContent).toContain('p21***'));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByTestId('invite-records')).getAllByRole('row')).toHaveLength(6));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    const pages = calls.filter((c) => c.path === '/x2/spread/statistic/invite_link/query').map((c) => (c.body as { pageNum: number }).pageNum);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('shows the ranking of this week, then of all time, with my place', async () => {
    answers['/x2/spread/statistic/invite_link/query'] = invitees(0);
    answers['/x2/spread/statistic/ranking'] = (body) =>
      (body as { period: string }).period === 'week'
        ? { list: [{ rank: 1, name: 'wee***', invitedCount: 2, reward: 10_000 }], me: { rank: null, invitedCount: 0, reward: 0 } }
        : { list: [{ rank: 1, name: 'all***', invitedCount: 30, reward: 150_000 }], me: { rank: 7, invitedCount: 4, reward: 20_000 } };
    renderAt('/invite/records');
    expect(await screen.findByText('No friends invited yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ranking' }));
    expect((await screen.findByTestId('invite-ranking')).textContent).toContain('wee***');
    expect(screen.getByTestId('invite-my-rank').textContent).toContain('Not ranked yet');
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(screen.getByTestId('invite-ranking').textContent).toContain('all***'));
    expect(screen.getByTestId('invite-my-rank').textContent).toContain('My rank: 7');
  });
});

describe('the invite code at registration (spec §5 invalid invite code, §7 invite code check)', () => {
  const codeChecks = () => calls.filter((c) => c.path === '/x2/invite/code/check').map((c) => (c.body as { inviteCode: string }).inviteCode);

  it('names the inviter of a known code, refuses an unknown one, and asks nothing about a malformed one', async () => {
    answers['/x2/invite/code/check'] = (body) =>
      (body as { inviteCode: string }).inviteCode === 'GOOD123' ? { valid: true, inviterName: 'abc***' } : { valid: false, inviterName: '' };
    const services = createServices(testBrand());
    renderInShell(services, i18n, <InviteCodeHint code="GOOD123" />);
    expect((await screen.findByTestId('invite-code-valid')).textContent).toContain('abc***');
    cleanup();
    renderInShell(createServices(testBrand()), i18n, <InviteCodeHint code="NOPE999" />);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.inviteCodeInvalid);
    cleanup();
    renderInShell(createServices(testBrand()), i18n, <InviteCodeHint code="a!" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(codeChecks()).toEqual(['GOOD123', 'NOPE999']);
  });

  it('black-gold popup: a malformed code is refused before any call, an unknown one reopens with the message, a known one is taken', async () => {
    answers['/x2/invite/code/check'] = (body) => ({ valid: (body as { inviteCode: string }).inviteCode === 'GOOD123', inviterName: 'abc***' });
    const services = createServices(testBrand({ popupSet: 'blackGold' }));
    const taken = vi.fn();
    renderInShell(services, i18n, <InviteCodeButton value="" onCode={taken} />, { popups: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter an invite code' }));
    const field = await screen.findByRole('textbox', { name: /invite code/i });
    await user.type(field, 'a!');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.inviteCodeInvalid)).toBeTruthy();
    expect(codeChecks()).toEqual([]);
    await user.clear(field);
    await user.type(field, 'NOPE999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(codeChecks()).toEqual(['NOPE999']));
    expect(await screen.findByText(MESSAGES.inviteCodeInvalid)).toBeTruthy();
    const again = await screen.findByRole('textbox', { name: /invite code/i });
    await user.clear(again);
    await user.type(again, 'GOOD123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(taken).toHaveBeenCalledWith('GOOD123'));
  });
});
