// The main app's download page (spec §2: it takes the migrate award and a copied text as query
// parameters): the award shows, the text copies (spec §8 "copy failed" when the clipboard refuses),
// the main app's download comes from its boot info (apkButton.click and the tracked "APK download"),
// and opening the main app leads to /transferToMain for the account the copied link hands over,
// else to its trade detail page (spec §2 deep link).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, memoryStorage } from '@perya/i18n';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { createServices } from '../../services/services';
import DownloadPage from './DownloadPage';

const brand = testBrand({ id: 'test-main', title: 'Test Main', appCode: 'mainph', role: 'main' });
const LINK = 'https://main.example/#/?userCode=C1&appCode=child_a';

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data }), { headers: { 'content-type': 'application/json' } });
let newSideUrl: string;

beforeEach(() => {
  localStorage.clear();
  newSideUrl = 'https://downloads.example/perya.apk';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/x2/app/boot/v2/mainph') return ok({ defaultUrl: '', version: '4.3.0', newSideUrl, newSideVersion: '4.3.0' });
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderPage(search: string, config = brand) {
  const i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
  const services = createServices(config);
  const reported: string[] = [];
  const record = async (event: string) => {
    reported.push(event);
    return true;
  };
  vi.spyOn(services.reporter, 'report').mockImplementation(record);
  vi.spyOn(services.reporter, 'track').mockImplementation(record);
  renderInShell(
    services,
    i18n,
    <MemoryRouter initialEntries={[`/download${search}`]}>
      <Routes>
        <Route path="/download" element={<DownloadPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { reported };
}

describe('DownloadPage (spec §2)', () => {
  it('shows the award, offers the APK and opens /transferToMain for the copied link', async () => {
    const page = await renderPage(`?migrateAward=5000&copyText=${encodeURIComponent(LINK)}`);
    expect((await screen.findByTestId('download-award')).textContent).toBe('Move your account and receive ₱50.00');
    expect((screen.getByLabelText('Your account link') as HTMLInputElement).value).toBe(LINK);
    const apk = await screen.findByTestId('download-apk');
    expect(apk.getAttribute('href')).toBe('https://downloads.example/perya.apk');
    // spec §5: the fixed map's apkButton.click and the tracked "APK download".
    apk.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(apk);
    expect(page.reported).toEqual(['apkButton.click', 'apk.download']);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open the main app' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/transferToMain?userCode=C1&appCode=child_a');
  });

  it('copies the text, and says "copy failed" when the clipboard refuses', async () => {
    await renderPage(`?copyText=${encodeURIComponent(LINK)}`);
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy: Your account link' }));
    expect(write).toHaveBeenCalledWith(LINK);
    expect((await screen.findByRole('status')).textContent).toBe('Copied');
    write.mockRejectedValue(new Error('denied'));
    const exec = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy: Your account link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Copy failed.');
  });

  it('shows no award for a malformed one, no APK without a web address, and opens home without a hand-over', async () => {
    newSideUrl = 'javascript:alert(1)';
    await renderPage('?migrateAward=-50&copyText=hello');
    const open = await screen.findByRole('link', { name: 'Open the main app' });
    expect(screen.queryByTestId('download-award')).toBeNull();
    expect((screen.getByLabelText('Your account link') as HTMLInputElement).value).toBe('hello');
    // Give the boot info time to arrive: its URL is still not offered.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('download-apk')).toBeNull();
    await userEvent.setup().click(open);
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  it('spec §2: without a hand-over, opening the main app goes to its trade detail page when it trades', async () => {
    await renderPage('', testBrand({ ...brand, features: { trading: true } }));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open the main app' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/trade/detail?symbol=BTCUSDT');
  });
});
