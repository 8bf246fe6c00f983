import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TabBar, type TabBarItem } from './TabBar';
import { allThemes } from '../../storybook/allThemes';
import { RedDot } from '../RedDot/RedDot';
import { GiftIcon, HomeIcon, PlusIcon, UserIcon, WalletIcon } from '../../icons/icons';

const ITEMS: readonly TabBarItem[] = [
  { id: 'home', label: 'Home', icon: <HomeIcon />, href: '#/' },
  { id: 'invite', label: 'Invite', icon: <GiftIcon />, href: '#/invite', badge: <RedDot label="New reward" /> },
  { id: 'deposit', label: 'Deposit', icon: <PlusIcon />, href: '#/cashin', raised: true },
  { id: 'wallet', label: 'Wallet', icon: <WalletIcon />, href: '#/wallet' },
  { id: 'account', label: 'Account', icon: <UserIcon />, href: '#/account', badge: <RedDot label="3 messages" count={3} /> },
];

const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  args: { label: 'Main', items: ITEMS, activeId: 'home', fixed: false },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '3rem', maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // 48 px bar, entries at least 44 px (touch targets).
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const WalletActive: Story = { args: { activeId: 'wallet' } };

export const AllThemes: Story = { ...allThemes };
