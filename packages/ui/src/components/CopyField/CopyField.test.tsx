import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@perya/domain';
import { CopyField, copyText } from './CopyField';

describe('CopyField', () => {
  it('copies the value and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const onCopied = vi.fn();
    render(<CopyField value="PERYA88" label="Invite code" writeText={writeText} onCopied={onCopied} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy: Invite code' })));
    expect(writeText).toHaveBeenCalledWith('PERYA88');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('shows the copy-failed message when the clipboard refuses and the fallback fails', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    const onCopyFailed = vi.fn();
    document.execCommand = vi.fn(() => false);
    render(<CopyField value="0002012658" label="Pix code" writeText={writeText} onCopyFailed={onCopyFailed} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy: Pix code' })));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.copyFailed);
    expect(onCopyFailed).toHaveBeenCalledTimes(1);
  });

  it('uses the translated failure text when given', async () => {
    document.execCommand = vi.fn(() => false);
    render(<CopyField value="x" label="Code" writeText={() => Promise.reject(new Error('no'))} copyFailedText="Nabigo ang pagkopya." />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy: Code' })));
    expect(screen.getByRole('status').textContent).toBe('Nabigo ang pagkopya.');
  });

  it('clears the success feedback after a while', async () => {
    vi.useFakeTimers();
    try {
      render(<CopyField value="x" label="Code" writeText={() => Promise.resolve()} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy: Code' })));
      expect(screen.getByRole('status').textContent).toBe('Copied');
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('copyText', () => {
  it('falls back to execCommand when the Clipboard API fails', async () => {
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    await expect(copyText('abc', () => Promise.reject(new Error('no')))).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
  });
});
