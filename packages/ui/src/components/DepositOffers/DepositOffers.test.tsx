import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositOffers, expectedDepositBonus, ratePercent } from './DepositOffers';

const offer = { id: 'reload', title: 'Reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 20_000 };

describe('expectedDepositBonus (spec §7 payListActivity, domain depositBonusMinor)', () => {
  it("gives the chosen offer's rate, capped, and nothing below its minimum", () => {
    expect(expectedDepositBonus(49_999, offer)).toBe(0);
    expect(expectedDepositBonus(50_000, offer)).toBe(5_000);
    expect(expectedDepositBonus(1_000_000, offer)).toBe(20_000);
  });

  it('falls back to the base rate without an offer, and to nothing without an amount', () => {
    expect(expectedDepositBonus(10_000, null, 500)).toBe(500);
    expect(expectedDepositBonus(10_000, null)).toBe(0);
    expect(expectedDepositBonus(undefined, offer)).toBe(0);
  });

  it('writes basis points as a percentage', () => {
    expect(ratePercent(1_000)).toBe('10');
    expect(ratePercent(1_250)).toBe('12.5');
  });
});

describe('DepositOffers', () => {
  it('lists "no offer" and each offer, reports the choice and shows the expected bonus', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DepositOffers offers={[offer]} value={null} onChange={onChange} amount={100_000} />);
    expect((screen.getByRole('radio', { name: 'No offer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('expected-bonus')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Reload 10%/ }));
    expect(onChange).toHaveBeenCalledWith('reload');
    rerender(<DepositOffers offers={[offer]} value="reload" onChange={onChange} amount={100_000} />);
    expect(screen.getByTestId('expected-bonus').textContent).toBe('Expected bonus: ₱100.00');
  });

  it('says how much to deposit when the amount is below the offer minimum', () => {
    render(<DepositOffers offers={[offer]} value="reload" onChange={() => undefined} amount={10_000} />);
    expect(screen.getByRole('status').textContent).toBe('Deposit at least ₱500.00 to get this offer.');
    expect(screen.queryByTestId('expected-bonus')).toBeNull();
  });
});
