import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionBar } from './ActionBar';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { allThemes } from '../../storybook/allThemes';

const meta = { title: 'Components/ActionBar' } satisfies Meta;

export default meta;
type Story = StoryObj;

const form = (
  <div style={{ padding: '1rem', display: 'flex', flexDirection: 'column', gap: '1rem' }}>
    <Card title="Amount">
      <p style={{ margin: 0 }}>₱500.00 by GCash</p>
    </Card>
    <ActionBar>
      <Button fullWidth size="lg">
        Cash in ₱500.00
      </Button>
    </ActionBar>
  </div>
);

/** The cash-in button at the foot of its form, the page's colour behind it. */
export const OnPage: Story = {
  render: () => form,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cash in ₱500.00' }),
    ).toBeVisible();
  },
};

export const AllThemes: Story = { ...allThemes, render: () => form };
