import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavBar } from './NavBar';
import { allThemes } from '../../storybook/allThemes';
import { IconButton } from '../IconButton/IconButton';
import { EyeIcon } from '../../icons/icons';

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  args: { title: 'Cash out', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash out' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithEndAction: Story = {
  args: { title: 'Deposit records', end: <IconButton aria-label="Show amounts" icon={<EyeIcon />} /> },
};

export const LongTitle: Story = { args: { title: 'Guaranteed payout activity rules and conditions' } };

export const RootPage: Story = { render: () => <NavBar title="Wallet" /> };

export const AllThemes: Story = { ...allThemes };
