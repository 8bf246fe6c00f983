import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Box } from './Box';
import { Column, Columns } from './Columns';
import { Inline } from './Inline';
import { Stack } from './Stack';
import { Heading, Text } from './Text';
import { sprinkles } from './sprinkles.css';
import { Field } from '../components/Field/Field';
import { Card } from '../components/Card/Card';

describe('layout primitives', () => {
  it('Box turns token props into atom classes and passes the rest to the element', () => {
    render(
      <Box as="section" padding="md" background="surface" borderRadius="lg" aria-label="Balance" data-x="1" className="own">
        ₱100.00
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Balance' });
    expect(box.tagName).toBe('SECTION');
    expect(box.getAttribute('data-x')).toBe('1');
    for (const atom of sprinkles({ padding: 'md', background: 'surface', borderRadius: 'lg' }).split(' ')) {
      expect(box.classList.contains(atom)).toBe(true);
    }
    expect(box.classList.contains('own')).toBe(true);
    // A token prop never leaks to the DOM as an attribute.
    expect(box.hasAttribute('padding')).toBe(false);
    expect(box.hasAttribute('background')).toBe(false);
  });

  it('Stack stacks with the space asked and draws nothing for empty children', () => {
    render(
      <Stack space="lg" data-testid="stack">
        <span>one</span>
        {null}
        {false}
        <span>two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.children).toHaveLength(2);
    expect(stack.className).toContain(sprinkles({ gap: 'lg' }));
    expect(stack.className).toContain(sprinkles({ flexDirection: 'column' }));
  });

  it('Stack dividers are drawn with the same space as the gap', () => {
    const { rerender } = render(<Stack space="sm" dividers data-testid="s" />);
    const small = screen.getByTestId('s').className;
    rerender(<Stack space="lg" dividers data-testid="s" />);
    expect(screen.getByTestId('s').className).not.toBe(small);
  });

  it('Inline wraps by default and keeps one row when asked', () => {
    const { rerender } = render(<Inline data-testid="row" />);
    expect(screen.getByTestId('row').className).toContain(sprinkles({ flexWrap: 'wrap' }));
    rerender(<Inline wrap={false} align="spaceBetween" data-testid="row" />);
    expect(screen.getByTestId('row').className).toContain(sprinkles({ flexWrap: 'nowrap' }));
    expect(screen.getByTestId('row').className).toContain(sprinkles({ justifyContent: 'space-between' }));
  });

  it('Columns share the row; a content column keeps its width', () => {
    render(
      <Columns data-testid="cols">
        <Column data-testid="fluid">a</Column>
        <Column width="content" data-testid="content">
          b
        </Column>
      </Columns>,
    );
    expect(screen.getByTestId('fluid').className).not.toBe(screen.getByTestId('content').className);
  });

  it('Text is a paragraph by default; Heading draws the level asked', () => {
    render(
      <>
        <Text tone="muted">Fee ₱0.00</Text>
        <Heading level={2}>Wallet</Heading>
      </>,
    );
    expect(screen.getByText('Fee ₱0.00').tagName).toBe('P');
    expect(screen.getByText('Fee ₱0.00').className).toContain(sprinkles({ color: 'muted' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' }).tagName).toBe('H2');
  });
});

/** The text a control is described by (its aria-describedby targets, in order). */
function description(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Field', () => {
  it('labels its control and describes it by the hint, then by the error alone', () => {
    const { rerender } = render(
      <Field label="Bank" hint="InstaPay banks">
        {(control) => <select {...control} />}
      </Field>,
    );
    const control = screen.getByRole('combobox', { name: 'Bank' });
    expect(description(control)).toBe('InstaPay banks');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    rerender(
      <Field label="Bank" hint="InstaPay banks" error="Choose a bank.">
        {(control) => <select {...control} />}
      </Field>,
    );
    expect(description(screen.getByRole('combobox', { name: 'Bank' }))).toBe('Choose a bank.');
    expect(screen.getByRole('combobox', { name: 'Bank' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Card tone', () => {
  it('draws the primary hero panel apart from a surface card', () => {
    render(
      <>
        <Card tone="primary">hero</Card>
        <Card>plain</Card>
      </>,
    );
    expect(screen.getByText('hero').className).not.toBe(screen.getByText('plain').className);
  });
});
