// The login/register form (issue 5 §7): Google only with a configured clientId, field checks before
// any call, the 120 s resend lock after a code is sent (spec §5), and the session stored on success;
// "Forgot password?" leads to the SMS login, the terms and privacy are links, and the spec §5
// tracked events (login, register page) go through the brand's transport.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { TRACKED_EVENTS } from '@perya/domain';
import { changeLanguage, I18nProvider, initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import type { BrandConfig } from '../../brand/BrandConfig';
import { testBrand } from '../../../test/testBrand';
import { createServices, ServicesContext, type ShellServices } from '../../services/services';
import { AuthForm, type AuthTab } from './AuthForm';
import { resetFacebookSdk } from './facebook';

function brand(googleClientId: string, facebookAppId = ''): BrandConfig {
  return testBrand({ env: { googleClientId, facebookAppId } });
}

const ok = (data: unknown) => new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data }), { headers: { 'content-type': 'application/json' } });

let i18n: PeryaI18n;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetFacebookSdk();
  delete (window as { FB?: unknown }).FB;
});

function renderForm(googleClientId = '', tab: AuthTab = 1, onLeave?: () => void, facebookAppId = '') {
  const services: ShellServices = createServices(brand(googleClientId, facebookAppId));
  const onDone = vi.fn();
  const onTabChange = vi.fn();
  const tracked: string[] = [];
  vi.spyOn(services.reporter, 'track').mockImplementation(async (event) => {
    tracked.push(event);
    return true;
  });
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <QueryClientProvider client={services.queryClient}>
          <I18nProvider i18n={i18n}>
            <AuthForm tab={tab} onTabChange={onTabChange} onDone={onDone} {...(onLeave ? { onLeave } : {})} />
          </I18nProvider>
        </QueryClientProvider>
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
  return { services, onDone, onTabChange, tracked };
}

describe('AuthForm', () => {
  it('offers Google sign-in only when the brand has a clientId (spec §8 "clientId is required")', () => {
    renderForm('');
    expect(screen.queryByRole('button', { name: 'Log in with Google' })).toBeNull();
    cleanup();
    renderForm('1234.apps.googleusercontent.com');
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeTruthy();
  });

  /** Scripts the form adds to <head> are kept here instead (happy-dom would try to fetch them); a test fires their load or error. */
  function captureScripts(): HTMLScriptElement[] {
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
    });
    return added;
  }

  it('offers Facebook login only with an app id, loads the SDK when the form shows, logs in and tracks it (spec §2, §5)', async () => {
    const scripts = captureScripts();
    renderForm('', 1);
    expect(screen.queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
    expect(scripts).toEqual([]);
    cleanup();

    const user = userEvent.setup();
    const login = vi.fn((cb: (r: unknown) => void) => cb({ status: 'connected', authResponse: { accessToken: 'EAAtest', userID: '1015' } }));
    const init = vi.fn();
    fetchMock.mockResolvedValue(ok({ token: 'tok-fb', userId: '77', isNew: true }));
    const { onDone, tracked, services } = renderForm('', 1, undefined, '4242');
    expect(scripts.map((el) => el.getAttribute('src'))).toEqual(['https://connect.facebook.net/en_US/sdk.js']);
    (window as { FB?: unknown }).FB = { init, login };
    scripts[0]?.onload?.(new Event('load'));
    await user.click(screen.getByRole('button', { name: 'Log in with Facebook' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: '4242' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/x2/user/setFacebookLogin');
    expect(JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body))).toMatchObject({ accessToken: 'EAAtest' });
    expect(services.session.token()).toBe('tok-fb');
    expect(tracked).toContain(TRACKED_EVENTS.facebookLogin);
  });

  it("shows spec §8's Facebook text in place when the SDK cannot load, and the server's refusal", async () => {
    const scripts = captureScripts();
    const user = userEvent.setup();
    const { onDone, tracked } = renderForm('', 1, undefined, '4242');
    scripts[0]?.onerror?.(new Event('error'));
    // The tap tries the SDK again; it fails again.
    const button = screen.getByRole('button', { name: 'Log in with Facebook' });
    await user.click(button);
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    scripts[1]?.onerror?.(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please download and install Facebook.');

    (window as { FB?: unknown }).FB = { init: vi.fn(), login: (cb: (r: unknown) => void) => cb({ status: 'connected', authResponse: { accessToken: 'EAAbad' } }) };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '10001', message: 'Please check whether the information is correct.', status: 200, data: null }), { headers: { 'content-type': 'application/json' } }),
    );
    await user.click(button);
    await vi.waitFor(() => expect(scripts).toHaveLength(3));
    scripts[2]?.onload?.(new Event('load'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please check whether the information is correct.'), { timeout: 5000 });
    expect(onDone).not.toHaveBeenCalled();
    expect(tracked).not.toContain(TRACKED_EVENTS.facebookLogin);
  });

  it("shows spec §8's Google text under its button when Google Identity Services cannot load or gives no credential, in the player's language", async () => {
    const scripts = captureScripts();
    const user = userEvent.setup();
    const { onDone } = renderForm('1234.apps.googleusercontent.com', 1);
    const button = screen.getByRole('button', { name: 'Log in with Google' });
    // The script does not load (blocked, offline, no Google services on the phone).
    await user.click(button);
    await vi.waitFor(() => expect(scripts.map((el) => el.getAttribute('src'))).toEqual(['https://accounts.google.com/gsi/client']));
    scripts[0]?.onerror?.(new Event('error'));
    await vi.waitFor(() => expect(screen.getByTestId('google-error').textContent).toBe('Google is not installed.'));
    expect(screen.getByTestId('google-error').getAttribute('role')).toBe('alert');
    // Not the network's fault, and nothing was sent to the server.
    expect(screen.queryByText(i18n.t('messages.networkAnomaly'))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    // It loads but offers no sign-in (the prompt is not displayed): the same text, in Chinese now.
    await changeLanguage(i18n, 'zh-CN');
    (window as { google?: unknown }).google = { accounts: { id: { initialize: vi.fn(), prompt: (listener: (n: unknown) => void) => listener({ isNotDisplayed: () => true, isSkippedMoment: () => false }) } } };
    try {
      await user.click(screen.getByRole('button', { name: i18n.t('auth.loginWithGoogle') }));
      await vi.waitFor(() => expect(scripts).toHaveLength(2));
      scripts[1]?.onload?.(new Event('load'));
      await vi.waitFor(() => expect(screen.getByTestId('google-error').textContent).toBe(i18n.t('messages.googleNotInstalled')));
      expect(i18n.t('messages.googleNotInstalled')).not.toBe('Google is not installed.');
    } finally {
      delete (window as { google?: unknown }).google;
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a Google token in the form (spec §8 'please check whether the information is correct')", async () => {
    const user = userEvent.setup();
    (window as { google?: unknown }).google = {
      accounts: { id: { initialize: (opts: { callback: (r: { credential?: string }) => void }) => queueMicrotask(() => opts.callback({ credential: 'id-token' })), prompt: vi.fn() } },
    };
    vi.spyOn(document, 'querySelector').mockReturnValue(document.createElement('script'));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '10001', message: 'Please check whether the information is correct.', status: 200, data: null }), { headers: { 'content-type': 'application/json' } }),
    );
    try {
      const { onDone } = renderForm('1234.apps.googleusercontent.com', 1);
      await user.click(screen.getByRole('button', { name: 'Log in with Google' }));
      await vi.waitFor(() => expect(screen.getByText('Please check whether the information is correct.')).toBeTruthy(), { timeout: 5000 });
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/x2/user/setGoogleLogin/v2');
      expect(screen.queryByTestId('google-error')).toBeNull();
      expect(onDone).not.toHaveBeenCalled();
    } finally {
      delete (window as { google?: unknown }).google;
    }
  });

  it('checks the phone and password before calling the server (spec §5)', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '1234');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText(/phone|password/i).length).toBeGreaterThan(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('locks the resend button for 120 s after a registration code is sent (spec §5)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 }));
    renderForm('', 0);
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /Resend in 1(20|19) s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/x2/sms/sendRegister');
  });

  it('stores the session from a password login and reports done (spec §4)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ok({ token: 'tok-1', userId: '42', isNew: false }));
    const { services, onDone } = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(services.session.token()).toBe('tok-1');
    expect(services.session.userId()).toBe('42');
    const body = JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ account: '9171234567', pwd: 'secret-pass' });
  });

  it('asks the date of birth to register, sends it, and shows the age refusal (issue 15)', async () => {
    const user = userEvent.setup();
    renderForm('', 0);
    const birthday = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(birthday.type).toBe('date');
    // No later than today (GMT+8).
    expect(birthday.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(birthday.max <= new Date(Date.now() + 8 * 3_600_000 + 1).toISOString().slice(0, 10)).toBe(true);
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'Tarsier42');
    await user.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    expect(screen.getByText('Please enter your date of birth to continue.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: '10009', message: 'You must be 21 or older to play.', status: 200, data: { reason: 'ageRestricted', minAge: 21 } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await user.type(birthday, '2010-05-04');
    await user.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('You must be 21 or older to play.');
    const body = JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ account: '9171234567', code: '123456', pwd: 'Tarsier42', birthday: '2010-05-04' });
  });

  it('"Forgot password?" leads to the SMS code login with the phone kept, and it logs in by code', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 }));
    fetchMock.mockResolvedValueOnce(ok({ token: 'tok-2', userId: '43', isNew: false }));
    const { onDone, services } = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://api.test/x2/sms/sendLogin');
    const body = JSON.parse(String((fetchMock.mock.calls[1]?.[1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ account: '9171234567', verifyCode: '654321' });
    expect(services.session.token()).toBe('tok-2');
    // Registering has no password to forget.
    cleanup();
    renderForm('', 0);
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('links the terms of use and the privacy policy, and a popup surface closes when one is followed', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    renderForm('', 1, onLeave);
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms');
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    await user.click(privacy);
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('spec §5 tracked events: "register page" when the register form shows, "login" on a login', async () => {
    const user = userEvent.setup();
    const register = renderForm('', 0);
    expect(register.tracked).toEqual([TRACKED_EVENTS.registerPage]);
    cleanup();
    fetchMock.mockResolvedValueOnce(ok({ token: 'tok-1', userId: '42', isNew: false }));
    const login = renderForm();
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(login.onDone).toHaveBeenCalledOnce());
    expect(login.tracked).toEqual([TRACKED_EVENTS.login]);
  });

  it("keeps the brand market's +63 under Português, on the field and the SMS-sent line (issue 23 item 2)", async () => {
    await changeLanguage(i18n, 'pt-BR');
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(ok({ resendAfterSeconds: 120, expiresAt: Date.now() + 300_000 }));
    renderForm('', 0);
    expect(screen.getByTestId('dial-code').textContent).toBe('+63');
    await user.type(screen.getByLabelText('Número de celular'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Enviamos um código para +63 917 123 4567')).toBeTruthy();
    expect(screen.queryByText(/\+55/)).toBeNull();
  });

  it('switches between register (tab 0) and log in (tab 1)', async () => {
    const user = userEvent.setup();
    const { onTabChange } = renderForm('', 1);
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(onTabChange).toHaveBeenCalledWith(0);
  });
});
