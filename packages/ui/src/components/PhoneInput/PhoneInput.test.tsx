import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKET_DIAL_CODES } from '@perya/domain';
import { PhoneInput } from './PhoneInput';
import { phoneDigits } from './phoneDigits';
import { UiLocaleProvider } from '../../i18n';

function Controlled({ dialCode = '+63' }: { dialCode?: string }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone number" value={value} onValueChange={setValue} dialCode={dialCode} />;
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
  it('shows the dialling code it is given', () => {
    render(<Controlled dialCode={MARKET_DIAL_CODES.MX} />);
    expect(screen.getByTestId('dial-code').textContent).toBe('+52');
  });

  it("keeps a PH account's +63 whatever the interface language (issue 23 item 2)", async () => {
    const user = userEvent.setup();
    render(
      <UiLocaleProvider locale="pt-BR">
        <Controlled dialCode={MARKET_DIAL_CODES.PH} />
      </UiLocaleProvider>,
    );
    expect(screen.getByTestId('dial-code').textContent).toBe('+63');
    expect(screen.queryByText('+55')).toBeNull();
    // A pasted +63 number loses its +63, not a +55.
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    await user.click(input);
    await user.paste('+63 917 123 4567');
    expect(input.value).toBe('9171234567');
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
