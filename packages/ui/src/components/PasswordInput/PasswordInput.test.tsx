import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './PasswordInput';
import { UiLocaleProvider } from '../../i18n';

describe('PasswordInput', () => {
  it('hides the password until the reveal toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await user.type(input, 'secret1');
    expect(input.type).toBe('password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('secret1');

    toggle.focus();
    await user.keyboard(' ');
    expect(input.type).toBe('password');
  });

  it('takes the toggle label from the translation', () => {
    const es: Record<string, string> = { 'auth.showPassword': 'Mostrar contraseña' };
    render(
      <UiLocaleProvider locale="es-MX" translate={(key) => es[key] ?? key}>
        <PasswordInput label="Contraseña" />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
  });
});
