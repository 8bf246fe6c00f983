import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountGrid, amountError } from './AmountGrid';

const PRESETS = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

function Controlled({ showRequired = false }: { showRequired?: boolean }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <>
      <AmountGrid
        label="Deposit amount"
        presets={PRESETS}
        value={value}
        onChange={setValue}
        min={10_000}
        max={5_000_000}
        showRequired={showRequired}
      />
      <output data-testid="value">{value === undefined ? 'none' : String(value)}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('amountError (spec §5 custom amount)', () => {
  it('needs an amount, then the bounds', () => {
    expect(amountError(undefined, 100, 1000)).toBe('amountRequired');
    expect(amountError(99, 100, 1000)).toBe('amountBelowMin');
    expect(amountError(1001, 100, 1000)).toBe('amountAboveMax');
    expect(amountError(100, 100, 1000)).toBeUndefined();
    expect(amountError(1000, 100, 1000)).toBeUndefined();
  });
});

describe('AmountGrid', () => {
  it('shows presets as a radio group with money labels and picks one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Deposit amount' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    await user.click(screen.getByRole('radio', { name: '₱500' }));
    expect(value()).toBe('50000');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '₱500' }).checked).toBe(true);
  });

  it('moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '₱100' }));
    await user.keyboard('{ArrowRight}');
    expect(value()).toBe('20000');
  });

  it('takes a custom amount in minor units and clears the preset', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '₱200' }));
    await user.type(screen.getByLabelText('Custom amount'), '1,234.5');
    expect(value()).toBe('123450');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((r) => r.checked)).toBe(false);
  });

  it('says when a custom amount is below the minimum or above the maximum', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const custom = screen.getByLabelText('Custom amount');
    await user.type(custom, '50');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The amount is below the minimum.')).toBeTruthy();
    await user.clear(custom);
    await user.type(custom, '60000');
    expect(screen.getByText('The amount is above the maximum.')).toBeTruthy();
    await user.clear(custom);
    await user.type(custom, '500');
    expect(custom.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for an amount only once the player tried to submit', () => {
    const { rerender } = render(<Controlled />);
    expect(screen.queryByText('Please enter an amount.')).toBeNull();
    rerender(<Controlled showRequired />);
    expect(screen.getByText('Please enter an amount.')).toBeTruthy();
  });

  it('shows a form’s error for the amount on the custom field', () => {
    render(<AmountGrid label="Deposit amount" presets={PRESETS} value={undefined} onChange={() => undefined} min={10_000} max={5_000_000} error="The amount is below the minimum." />);
    const custom = screen.getByLabelText('Custom amount');
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The amount is below the minimum.')).toBeTruthy();
  });
});
