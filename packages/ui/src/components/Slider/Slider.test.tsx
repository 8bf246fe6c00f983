import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './Slider';

function Chance() {
  const [value, setValue] = useState(5000);
  return <Slider label="Win chance" min={200} max={9800} step={50} value={value} onChange={setValue} valueText={`${(value / 100).toFixed(2)}%`} />;
}

describe('Slider', () => {
  it('is a labelled range whose value reads as words', () => {
    render(<Chance />);
    const slider = screen.getByRole('slider', { name: 'Win chance' });
    expect(slider.getAttribute('aria-valuetext')).toBe('50.00%');
    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByRole('slider', { name: 'Win chance' }).getAttribute('aria-valuetext')).toBe('25.00%');
    expect(screen.getByText('25.00%')).toBeTruthy();
  });

  it('gives every change to its owner as a number and stays shut while disabled', () => {
    const seen: number[] = [];
    const { rerender } = render(<Slider label="Chance" min={0} max={100} value={10} onChange={(v) => seen.push(v)} valueText="10%" />);
    fireEvent.change(screen.getByRole('slider', { name: 'Chance' }), { target: { value: '42' } });
    expect(seen).toEqual([42]);
    rerender(<Slider label="Chance" min={0} max={100} value={10} onChange={(v) => seen.push(v)} valueText="10%" disabled />);
    expect((screen.getByRole('slider', { name: 'Chance' }) as HTMLInputElement).disabled).toBe(true);
  });
});
