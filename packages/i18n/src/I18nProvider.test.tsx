// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './createI18n';
import { createI18n } from './syncI18n';
import { I18nProvider } from './I18nProvider';
import { Trans, useTranslation } from './index';
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
