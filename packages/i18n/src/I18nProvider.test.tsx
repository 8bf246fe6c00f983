// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './createI18n';
import { createI18n } from './syncI18n';
import { I18nProvider } from './I18nProvider';
import { CurrencyProvider, Trans, useTranslation } from './index';
import type { TranslationKey } from './index';

function CashOutButton() {
  const { t } = useTranslation();
  return <button type="button">{t('wallet.cashOut')}</button>;
}

function ResendHint({ seconds }: { seconds: number }) {
  // Trans re-renders on a language change only through the t of useTranslation (react-i18next).
  const { t } = useTranslation();
  return (
    <p>
      <Trans t={t} i18nKey="auth.resendIn" values={{ seconds }} />
    </p>
  );
}

afterEach(cleanup);

describe('I18nProvider', () => {
  it('renders the text of the current language and follows a change', async () => {
    const i18n = createI18n();
    render(
      <I18nProvider i18n={i18n}>
        <CashOutButton />
        <ResendHint seconds={120} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Cash out');
    expect(screen.getByText('Resend in 120 s')).toBeDefined();
    expect(document.documentElement.lang).toBe('en-PH');

    await act(() => changeLanguage(i18n, 'es-MX'));
    expect(screen.getByRole('button').textContent).toBe('Retirar');
    expect(screen.getByText('Reenviar en 120 s')).toBeDefined();
    expect(document.documentElement.lang).toBe('es-MX');
  });

  it("spec §1: t writes money in the CurrencyProvider's currency, follows a change of it, and a given currency wins", () => {
    const i18n = createI18n();
    function Win({ currency }: { currency?: 'PHP' }) {
      const { t } = useTranslation();
      return <p data-testid={currency ?? 'account'}>{t('popups.win.body', currency ? { amount: 123450, currency } : { amount: 123450 })}</p>;
    }
    const tree = (currency: 'BRL' | 'MXN') => (
      <I18nProvider i18n={i18n}>
        <CurrencyProvider currency={currency}>
          <Win />
          <Win currency="PHP" />
        </CurrencyProvider>
        <Win />
      </I18nProvider>
    );
    const { rerender } = render(tree('BRL'));
    const [inside, outside] = screen.getAllByTestId('account');
    expect(inside?.textContent).toBe('You won R$1,234.50');
    // Outside a provider: PHP, whatever an earlier render set (nothing is held between renders).
    expect(outside?.textContent).toBe('You won ₱1,234.50');
    expect(screen.getByTestId('PHP').textContent).toBe('You won ₱1,234.50');
    rerender(tree('MXN'));
    expect(screen.getAllByTestId('account')[0]?.textContent).toBe('You won Mex$1,234.50');
  });
});

// Compile-time check (run by `pnpm typecheck`): keys are typed against en-PH.
export function typedKeys() {
  const i18n = createI18n();
  i18n.t('wallet.status.pending');
  i18n.t('messages.gcashPhoneMismatch');
  // @ts-expect-error not a key of en-PH
  i18n.t('wallet.notAKey');
  const fromProps: TranslationKey = 'pages.about1';
  i18n.t(fromProps);
  // @ts-expect-error a group is not a key
  const group: TranslationKey = 'wallet.status';
  return group;
}
