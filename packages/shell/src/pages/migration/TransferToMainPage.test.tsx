// /transferToMain against a fake x2 server (spec §4: the main app shows amount and bonus and stores
// a new token): the phone is proven with a login code, login_migrate gets the migration token as
// its forced token, and the answered session is stored. An account that cannot move says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage } from '@perya/i18n';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { createServices, type ShellServices } from '../../services/services';
import TransferToMainPage from './TransferToMainPage';

const brand = testBrand({ id: 'test-main', title: 'Test Main', appCode: 'mainph', role: 'main', features: { protectMigration: true } });

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data }), { headers: { 'content-type': 'application/json' } });
const refuse = (code: string, message: string, status: number) =>
  new Response(JSON.stringify({ code, message, status, data: null }), { status, headers: { 'content-type': 'application/json' } });

const INFO = {
  canMainAccountRegister: false,
  amount: 25_000,
  accountInfo: { userId: '77', phone: '0918***0001', name: 'Mar***', lastLoginTime: 0 },
  needOtpValidate: true,
  token: 'migration-token-1',
  userCode: 'C1',
  appCode: 'child_a',
  migrateAmount: 25_000,
  migrateAward: 'Migration bonus',
  migrateAwardAmount: 5_000,
};

let calls: { path: string; body: unknown; token: string | null }[];
let available: boolean;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  available = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
      calls.push({ path, body, token: new Headers(init?.headers).get('token') });
      if (path === '/x2/vest/main_account_available/check') return available ? ok(INFO) : refuse('50001', 'Migration is not available.', 400);
      if (path === '/x2/sms/sendLogin') return ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 });
      if (path === '/x2/vest/login_migrate') return ok({ token: 'session-token', userId: '77', migrateAmount: 25_000, migrateAwardAmount: 5_000 });
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage(search: string): Promise<ShellServices> {
  const i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
  const services = createServices(brand);
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={[`/transferToMain${search}`]}>
      <Routes>
        <Route path="/transferToMain" element={<TransferToMainPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return services;
}

describe('TransferToMainPage', () => {
  it('shows amount and bonus, proves the phone, migrates with the forced token and stores the new session', async () => {
    const services = await renderPage('?userCode=C1&appCode=child_a');
    const user = userEvent.setup();
    expect((await screen.findByTestId('transfer-amount')).textContent).toBe('₱250.00');
    expect(screen.getByText('Migration bonus: ₱50.00')).toBeTruthy();
    expect(screen.getByText(/0918\*\*\*0001/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move to the main app' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/x2/vest/login_migrate')).toEqual([]);

    await user.type(screen.getByLabelText('Phone number'), '09180000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/x2/sms/sendLogin')?.body).toEqual({ phone: '09180000001' }));
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Move to the main app' }));

    expect(await screen.findByTestId('transfer-done')).toBeTruthy();
    expect(screen.getByTestId('transfer-moved').textContent).toBe('₱250.00');
    const migrate = calls.filter((c) => c.path === '/x2/vest/login_migrate');
    expect(migrate).toEqual([{ path: '/x2/vest/login_migrate', body: { userCode: 'C1', appCode: 'child_a', verifyCode: '123456' }, token: 'migration-token-1' }]);
    expect(services.session.token()).toBe('session-token');
    expect(services.session.userId()).toBe('77');
  });

  it('says there is nothing to move when the account cannot migrate, or the link lacks it', async () => {
    available = false;
    await renderPage('?userCode=C1&appCode=child_a');
    expect(await screen.findByText('There is no account to move here, or it has already moved.')).toBeTruthy();
    cleanup();
    await renderPage('');
    expect(await screen.findByText('There is no account to move here, or it has already moved.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/x2/vest/main_account_available/check')).toHaveLength(1);
  });
});
