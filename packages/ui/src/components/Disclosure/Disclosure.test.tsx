import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('keeps its answer closed until the summary is pressed', () => {
    const { container } = render(
      <Disclosure summary="How do I cash in?" data-testid="faq">
        <p>Choose GCash.</p>
      </Disclosure>,
    );
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.dataset['testid']).toBe('faq');
    fireEvent.click(screen.getByText('How do I cash in?'));
    // jsdom toggles <details> on a summary click as browsers do.
    expect(details?.open).toBe(true);
  });

  it('opens at first when asked', () => {
    const { container } = render(
      <Disclosure summary="Verify" tone="link" open>
        proof
      </Disclosure>,
    );
    expect(container.querySelector('details')?.open).toBe(true);
  });
});
