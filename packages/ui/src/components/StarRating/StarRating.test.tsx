import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

function Controlled({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="Your rating"
      value={value}
      starLabel={(n) => `${n} of 5 stars`}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('StarRating', () => {
  it('names each star, fills up to the one chosen and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('data-on'))).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(screen.getByRole('radio', { name: '3 of 5 stars' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('with none chosen the first star takes the tab stop', () => {
    render(<Controlled onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '1 of 5 stars' }).tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: '2 of 5 stars' }).tabIndex).toBe(-1);
  });
});
