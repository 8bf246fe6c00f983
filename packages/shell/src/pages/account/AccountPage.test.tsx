// "Log out on every device" on the account page (issue 11): asks first, ends every session on the
// server with this device's token, and only then signs this device out; a refusal keeps it signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { createServices, type ShellServices } from '../../services/services';
import { signedOutAtom } from '../../state/session';
import AccountPage from './AccountPage';

const envelope = (data: unknown, code = '00000', status = 200) =>
  new Response(JSON.stringify({ code, message: code === '00000' ? 'ok' : 'Network anomaly', status, data }), { headers: { 'content-type': 'application/json' } });

let i18n: PeryaI18n;
let logoutAll: { token: string | null }[];
let logoutAllAnswer: () => Response;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '1001');
  logoutAll = [];
  logoutAllAnswer = () => envelope(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/x2/user/logout-all')) {
        logoutAll.push({ token: new Headers(init?.headers).get('token') });
        return logoutAllAnswer();
      }
      return new Response('not found', { status: 404 });
    }),
  );
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(): ShellServices {
  const services = createServices(testBrand({}));
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={['/account']}>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return services;
}

describe('AccountPage: log out on every device', () => {
  it('asks first; cancelling sends nothing', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out on every device' }));
    expect(screen.getByText('This signs you out on every phone and browser, this one included. Continue?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(logoutAll).toEqual([]);
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('confirmed: ends every session on the server with this token, then signs this device out', async () => {
    const services = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out on every device' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out on every device' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(logoutAll).toEqual([{ token: 'tok' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uId')).toBeNull();
    expect(services.session.store.get(signedOutAtom)).toBe(true);
  });

  it('a failure keeps this device signed in and on the page', async () => {
    logoutAllAnswer = () => envelope(null, '500', 500);
    const services = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out on every device' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out on every device' }));
    await waitFor(() => expect(logoutAll).toHaveLength(1));
    expect(screen.queryByText('home page')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(services.session.store.get(signedOutAtom)).toBe(false);
  });
});
