import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CARD_PADDINGS } from './Card';
import { allThemes } from '../../storybook/allThemes';
import { Money } from '../Money/Money';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Main wallet', children: null },
  argTypes: { padding: { control: 'inline-radio', options: CARD_PADDINGS } },
  render: (args) => (
    <Card {...args}>
      <Money amount={1_250_075} size="display" />
      <p style={{ margin: 0 }}>Withdrawable balance</p>
      <Button fullWidth>Cash out</Button>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Main wallet' })).toBeVisible();
  },
};

export const WithAction: Story = { args: { action: <a href="#/record">Records</a> } };

export const Untitled: Story = { args: { padding: 'md' }, render: () => <Card padding="md">Plain card content</Card> };

export const AllThemes: Story = { ...allThemes };
