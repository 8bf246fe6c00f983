// A form on useApiForm: field errors in the player's language before any call, the server's
// refusal on its field or above the submit, the busy submit, and pre-fill from a query that keeps
// what the player already typed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@perya/domain';
import { routes } from '@perya/api/routes';
import { I18nProvider, initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import { Input } from '@perya/ui';
import { testBrand } from '../../test/testBrand';
import { createServices, ServicesContext, type ShellServices } from '../services/services';
import { FormError, SubmitButton, useApiForm } from './index';

type Login = { account: string; pwd: string };

let i18n: PeryaI18n;
beforeEach(async () => {
  localStorage.clear();
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LoginForm({ services, values }: { services: ShellServices; values?: Login }) {
  const form = useApiForm<Login>({
    endpoint: routes.loginByAccount,
    defaultValues: { account: '', pwd: '' },
    values,
    serverFields: { enterCorrectAccountOrPassword: 'pwd' },
  });
  return (
    <form onSubmit={form.submit((v) => services.api.call(routes.loginByAccount, v, { noToast: true }))} noValidate>
      <Input label="Phone" {...form.register('account')} error={form.errorOf('account')} />
      <Input label="Password" {...form.register('pwd')} error={form.errorOf('pwd')} />
      <FormError form={form} />
      <SubmitButton form={form}>Log in</SubmitButton>
    </form>
  );
}

function renderForm(values?: Login) {
  const services = createServices(testBrand());
  const ui = (v?: Login) => (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nProvider i18n={i18n}>
          <LoginForm services={services} {...(v ? { values: v } : {})} />
        </I18nProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
  const view = render(ui(values));
  return { services, rerender: (v: Login) => view.rerender(ui(v)) };
}

const envelope = (code: string, message: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, message, status: code === '00000' ? 200 : 400, data }), { headers: { 'content-type': 'application/json' } });

describe('useApiForm', () => {
  it('shows the spec §5 messages on their fields and calls nothing while a field is wrong', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await userEvent.type(screen.getByLabelText('Phone'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.enterCorrectPhone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.enterCorrectAccountOrPassword)).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    // Fixing the field clears its message as the player types (re-checked on change).
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '09171234567');
    await waitFor(() => expect(screen.queryByText(MESSAGES.enterCorrectPhone)).toBeNull());
  });

  it('puts a refusal on the field it names, and any other refusal above the submit', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(envelope('10001', MESSAGES.enterCorrectAccountOrPassword));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await userEvent.type(screen.getByLabelText('Phone'), '09171234567');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.enterCorrectAccountOrPassword)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fetchMock.mockResolvedValueOnce(envelope('429', MESSAGES.tooManyRequests));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
  });

  it('marks the submit busy while the call runs', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderForm();
    await userEvent.type(screen.getByLabelText('Phone'), '09171234567');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await act(async () => answer(envelope('00000', 'ok', { token: 't', userId: '1', isNew: false })));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('takes values from a query when they land, keeping a field the player already changed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { rerender } = renderForm();
    await userEvent.type(screen.getByLabelText('Password'), 'typed');
    rerender({ account: '09170000000', pwd: 'from-server' });
    await waitFor(() => expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('09170000000'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('typed');
  });
});

function NameForm({ save }: { save: (name: string) => Promise<string> }) {
  const form = useApiForm<{ name: string }>({ endpoint: routes.userInfoEdit, required: ['name'], defaultValues: { name: 'Old' } });
  return (
    <form onSubmit={form.submit(async (v) => form.reset({ name: await save(v.name) }))} noValidate>
      <Input label="Username" {...form.register('name')} error={form.errorOf('name')} />
      <FormError form={form} />
      {form.done ? <p role="status">Saved.</p> : null}
      <SubmitButton form={form}>Save</SubmitButton>
    </form>
  );
}

describe('useApiForm done', () => {
  it('says done once the action succeeded, until the player edits again', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <I18nProvider i18n={i18n}>
        <NameForm save={async (name) => name} />
      </I18nProvider>,
    );
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'Juan');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    await userEvent.type(screen.getByLabelText('Username'), 'x');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
