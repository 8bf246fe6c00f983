import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';
import { Card } from '../Card/Card';
import { allThemes } from '../../storybook/allThemes';

const meta = { title: 'Components/Disclosure' } satisfies Meta;

export default meta;
type Story = StoryObj;

const faq = (
  <Card padding="md">
    <Disclosure summary="How do I cash in with GCash?">
      Choose GCash on the cash-in page, enter the amount and pay in the GCash app.
    </Disclosure>
    <Disclosure summary="Verify this draw" tone="link">
      Seed hash 9f2c…e1
    </Disclosure>
  </Card>
);

/** FAQ rows and a secondary "verify" link, closed. */
export const Closed: Story = {
  render: () => faq,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('How do I cash in with GCash?'));
    await expect(canvas.getByText(/Choose GCash/)).toBeVisible();
  },
};

export const AllThemes: Story = { ...allThemes, render: () => faq };
