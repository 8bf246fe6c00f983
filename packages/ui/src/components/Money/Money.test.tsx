import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Money } from './Money';
import { UiLocaleProvider } from '../../i18n';
import { CurrencyProvider } from '../../currency';

describe('Money (spec §5 money format)', () => {
  it('writes minor units with the peso, comma thousands and 2 decimals by default', () => {
    render(<Money amount={123_456_789} />);
    expect(screen.getByText('₱1,234,567.89')).toBeTruthy();
  });

  it('writes demo money with D$ whatever the locale (spec §1)', () => {
    render(<Money amount={10_000} demo locale="pt-BR" />);
    expect(screen.getByText('D$100.00')).toBeTruthy();
  });

  it("spec §1: the locale never relabels the money; the account's currency comes from the CurrencyProvider", () => {
    const { unmount } = render(
      <UiLocaleProvider locale="es-MX">
        <Money amount={-5_050} />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('-₱50.50')).toBeTruthy();
    unmount();
    render(
      <UiLocaleProvider locale="en-PH">
        <CurrencyProvider currency="MXN">
          <Money amount={-5_050} />
        </CurrencyProvider>
      </UiLocaleProvider>,
    );
    expect(screen.getByText('-Mex$50.50')).toBeTruthy();
  });

  it('signs wins on request and colours by sign in auto tone', () => {
    render(
      <>
        <Money amount={2_500} signed tone="auto" />
        <Money amount={-2_500} signed tone="auto" />
      </>,
    );
    const win = screen.getByText('+₱25.00');
    const loss = screen.getByText('-₱25.00');
    expect(win.className).not.toBe(loss.className);
  });
});
