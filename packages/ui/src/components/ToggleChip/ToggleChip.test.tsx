import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToggleChip } from './ToggleChip';

describe('ToggleChip', () => {
  it('says whether it is chosen and is pressed by click and keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ToggleChip pressed={false} onClick={onClick} data-testid="chip">
        Pair
      </ToggleChip>,
    );
    const chip = screen.getByRole('button', { name: 'Pair', pressed: false });
    await user.click(chip);
    chip.focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(
      <ToggleChip pressed onClick={onClick} data-testid="chip">
        Pair
      </ToggleChip>,
    );
    expect(screen.getByRole('button', { name: 'Pair', pressed: true })).toBe(screen.getByTestId('chip'));
  });

  it('ignores presses while disabled', async () => {
    const onClick = vi.fn();
    render(
      <ToggleChip pressed={false} shape="coin" disabled onClick={onClick}>
        ₱50
      </ToggleChip>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '₱50' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws a lottery ball that toggles in and out of a pick', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ToggleChip shape="ball" pressed={false} onClick={onClick}>
        17
      </ToggleChip>,
    );
    await user.click(screen.getByRole('button', { name: '17', pressed: false }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ToggleChip shape="ball" pressed onClick={onClick} disabled>
        17
      </ToggleChip>,
    );
    const ball = screen.getByRole('button', { name: '17', pressed: true });
    await user.click(ball);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
