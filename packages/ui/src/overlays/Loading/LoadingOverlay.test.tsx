// The loading overlay (spec §4): a status that covers the page and keeps focus off it, without
// taking focus itself when it opens (moving focus laid out the whole page in the first commit).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('says its words as a status and leaves focus where it was when it opens', () => {
    render(
      <>
        <button type="button">Page behind</button>
        <LoadingOverlay label="Loading…" />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps focus off the page under it: Tab does not reach the page', async () => {
    render(
      <>
        <button type="button">Page behind</button>
        <LoadingOverlay label="Loading…" />
      </>,
    );
    await userEvent.tab();
    const dialog = screen.getByRole('dialog', { name: 'Loading…' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
