import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { changeLanguage, createI18n, I18nProvider } from '@perya/i18n';
import { PasswordInput } from './components/PasswordInput/PasswordInput';
import { PhoneInput } from './components/PhoneInput/PhoneInput';
import { Money } from './components/Money/Money';
import { UiLocaleProvider, useUiText } from './i18n';
import { CurrencyProvider } from './currency';

describe('ui labels and locale', () => {
  it("labels come from the instance; a UiLocaleProvider's translate comes first, the instance answers what it lacks", () => {
    function Labels() {
      const t = useUiText();
      return <p>{[t('auth.showPassword'), t('common.close'), t('popups.migration.bonus', { amount: 1234 })].join(' | ')}</p>;
    }
    const { unmount } = render(<Labels />);
    expect(screen.getByText('Show password | Close | Migration bonus: ₱12.34')).toBeTruthy();
    unmount();
    const es: Record<string, string> = { 'auth.showPassword': 'Mostrar contraseña' };
    render(
      <UiLocaleProvider locale="es-MX" translate={(key) => es[key] ?? key}>
        <Labels />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('Mostrar contraseña | Close | Migration bonus: ₱12.34')).toBeTruthy();
  });

  it('follows the i18n instance: labels switch with the language, the money and the dialling code stay the account\'s (spec §1)', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'pt-BR');
    render(
      <I18nProvider i18n={i18n}>
        <PasswordInput label="Senha" />
        <PhoneInput label="Telefone" value="" onValueChange={() => {}} dialCode="+63" />
        <Money amount={1000} />
      </I18nProvider>,
    );
    const toggle = screen.getByRole('button', { name: i18n.t('auth.showPassword') });
    expect(toggle).toBeTruthy();
    expect(screen.getByText('+63')).toBeTruthy();
    expect(screen.queryByText('+55')).toBeNull();
    expect(screen.getByText('₱10.00')).toBeTruthy();
  });

  it('a UiLocaleProvider pins the locale over the instance, and the money stays pesos', () => {
    render(
      <UiLocaleProvider locale="zh-CN">
        <Money amount={1000} />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('₱10.00')).toBeTruthy();
  });

  it("a CurrencyProvider sets the account's currency for amounts and for {{amount, money}} text alike", () => {
    const i18n = createI18n();
    function Text() {
      const t = useUiText();
      return <p>{t('popups.migration.bonus', { amount: 1234 })}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <CurrencyProvider currency="BRL">
          <Money amount={1000} />
          <Text />
        </CurrencyProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('R$10.00')).toBeTruthy();
    expect(screen.getByText('Migration bonus: R$12.34')).toBeTruthy();
  });
});
