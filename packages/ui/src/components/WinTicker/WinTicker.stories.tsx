import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WinTicker } from './WinTicker';
import { allThemes } from '../../storybook/allThemes';

const WINS = [
  { id: '1', name: 'Jua***', amount: '₱2,450.00', game: 'Mahjong Ways' },
  { id: '2', name: 'Pla***', amount: '₱180.00', game: 'Dice' },
  { id: '3', name: 'Mar***', amount: '₱12,000.00', game: 'Super Ace' },
  { id: '4', name: 'Ros***', amount: '₱640.00', game: 'Color Game' },
  { id: '5', name: 'Jos***', amount: '₱3,300.00', game: 'Sabong' },
];

const meta = {
  title: 'Components/WinTicker',
  component: WinTicker,
  args: { title: 'Big wins', wins: WINS, icon: '🏆' },
} satisfies Meta<typeof WinTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Big wins' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(WINS.length);
  },
};

export const OneWin: Story = { args: { wins: WINS.slice(0, 1) } };

/** No wins yet: the frame holds its place with a still line. */
export const Idle: Story = {
  args: { wins: [], idle: 'Your big win could be next' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Big wins' });
    await expect(within(region).getByText('Your big win could be next')).toBeVisible();
    await expect(region.getBoundingClientRect().height).toBe(44);
  },
};

export const AllThemes: Story = { ...allThemes };
