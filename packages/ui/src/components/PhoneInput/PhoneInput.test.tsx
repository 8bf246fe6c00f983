import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocaleCode } from '@perya/domain';
import { PhoneInput } from './PhoneInput';
import { phoneDigits } from './phoneDigits';
import { UiLocaleProvider } from '../../i18n';

function Controlled({ locale }: { locale?: LocaleCode }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone number" value={value} onValueChange={setValue} {...(locale ? { locale } : {})} />;
}

describe('phoneDigits (spec §5: digits only)', () => {
  it('drops everything but digits and cuts at the maximum', () => {
    expect(phoneDigits('917-123 4567', '+63', 11)).toBe('9171234567');
    expect(phoneDigits('abc', '+63', 11)).toBe('');
    expect(phoneDigits('123456789012345', '+63', 11)).toBe('12345678901');
  });

  it("drops the field's own dialling code when pasted in international form", () => {
    expect(phoneDigits('+63 917 123 4567', '+63', 11)).toBe('9171234567');
    expect(phoneDigits('0063 917 123 4567', '+63', 11)).toBe('9171234567');
    // Another country's code is not silently rewritten.
    expect(phoneDigits('+52 55 1234 5678', '+63', 11)).toBe('52551234567');
  });
});

describe('PhoneInput', () => {
  it('shows the dialling code of the locale, en-PH by default', () => {
    render(<Controlled />);
    expect(screen.getByText('+63')).toBeTruthy();
  });

  it('follows the locale from the provider or the prop', () => {
    render(
      <UiLocaleProvider locale="pt-BR">
        <Controlled />
        <Controlled locale="es-MX" />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('+55')).toBeTruthy();
    expect(screen.getByText('+52')).toBeTruthy();
  });

  it('keeps only digits as the player types', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    await user.type(input, '9a1-7 1');
    expect(input.value).toBe('9171');
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('numeric');
  });

  it('cleans a pasted international number', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    await user.click(input);
    await user.paste('+63 917 123 4567');
    expect(input.value).toBe('9171234567');
  });
});
