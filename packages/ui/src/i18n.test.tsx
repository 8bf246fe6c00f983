import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { changeLanguage, createI18n, I18nProvider } from '@perya/i18n';
import { PasswordInput } from './components/PasswordInput/PasswordInput';
import { PhoneInput } from './components/PhoneInput/PhoneInput';
import { Money } from './components/Money/Money';
import { UI_TEXT, UiLocaleProvider } from './i18n';
import { enPH } from '@perya/i18n/locales/en-PH';

describe('ui labels and locale', () => {
  it('the English fallbacks are the en-PH texts of the same keys', () => {
    for (const [key, english] of Object.entries(UI_TEXT)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enPH);
      expect(value, key).toBe(english);
    }
  });

  it('follows the i18n instance: labels, dialling code and currency switch with the language', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'pt-BR');
    render(
      <I18nProvider i18n={i18n}>
        <PasswordInput label="Senha" />
        <PhoneInput label="Telefone" value="" onValueChange={() => {}} />
        <Money amount={1000} />
      </I18nProvider>,
    );
    const toggle = screen.getByRole('button', { name: i18n.t('auth.showPassword') });
    expect(toggle).toBeTruthy();
    expect(screen.getByText('+55')).toBeTruthy();
    expect(screen.getByText('R$10.00')).toBeTruthy();
  });

  it('a UiLocaleProvider pins the locale over the instance', () => {
    render(
      <UiLocaleProvider locale="zh-CN">
        <Money amount={1000} />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('RMB¥10.00')).toBeTruthy();
  });
});
