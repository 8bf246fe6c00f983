import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextArea label="Comment (optional)" hint="Up to 10 characters" maxLength={10} value={value} error={error} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextArea', () => {
  it('is labelled, counts what was typed against its limit and stops at it', async () => {
    render(<Controlled />);
    const box = screen.getByLabelText('Comment (optional)');
    await userEvent.type(box, 'Mabilis salamat');
    expect((box as HTMLTextAreaElement).value).toBe('Mabilis sa');
    expect(screen.getByText('Up to 10 characters · 10/10')).toBeTruthy();
  });

  it('shows its error in place of the hint and marks the box invalid', () => {
    render(<Controlled error="Too long." />);
    const box = screen.getByLabelText('Comment (optional)');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long.');
  });
});
