import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './OtpInput';

function Controlled({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput label="SMS code" value={value} onChange={setValue} {...(onComplete ? { onComplete } : {})} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const cells = () => screen.getAllByRole<HTMLInputElement>('textbox');
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput (spec §5: exactly 6 digits)', () => {
  it('has six labelled boxes in a named group', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'SMS code' })).toBeTruthy();
    expect(cells()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves to the next box as digits are typed, ignores letters, completes on the sixth', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onComplete={onComplete} />);
    await user.click(cells()[0]!);
    await user.keyboard('12a3456');
    expect(value()).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('Backspace clears the box, and on an empty box moves back and clears that one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(cells()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(cells()[3]);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(cells()[2]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(document.activeElement).toBe(cells()[0]);
  });

  it('a paste fills all boxes from the first, keeping digits only', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onComplete={onComplete} />);
    await user.click(cells()[3]!);
    await user.paste('Code: 654-321');
    expect(value()).toBe('654321');
    expect(cells().map((c) => c.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('focusing a box past the end goes to the first empty one', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(cells()[0]!);
    await user.keyboard('9');
    await user.click(cells()[5]!);
    expect(document.activeElement).toBe(cells()[1]);
  });
});
