import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text, styled by tone', () => {
    render(
      <>
        <Badge tone="success">Completed</Badge>
        <Badge tone="pending">Processing</Badge>
        <Badge tone="danger" solid>
          HOT
        </Badge>
      </>,
    );
    const classes = ['Completed', 'Processing', 'HOT'].map((text) => screen.getByText(text).className);
    expect(new Set(classes).size).toBe(3);
  });
});
