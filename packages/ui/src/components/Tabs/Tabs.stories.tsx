import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TABS_APPEARANCES, type TabItem, type TabsProps } from './Tabs';
import { allThemes } from '../../storybook/allThemes';
import { RedDot } from '../RedDot/RedDot';

const BONUS: readonly TabItem[] = [
  { id: 'processing', label: 'Processing' },
  { id: 'completed', label: 'Completed' },
  { id: 'expired', label: 'Expired' },
];

const GAME_TYPES: readonly TabItem[] = ['Hot', 'Slots', 'Live', 'Fishing', 'Arcade', 'Table', 'Bingo', 'Poker', 'Lottery'].map(
  (label) => ({ id: label.toLowerCase(), label }),
);

function Controlled(props: Omit<TabsProps, 'value' | 'onChange'> & { withPanel?: boolean }) {
  const { withPanel = true, ...rest } = props;
  const [value, setValue] = useState(rest.items[0]?.id ?? '');
  return (
    <Tabs {...rest} value={value} onChange={setValue}>
      {withPanel ? <p>{`Showing ${value}`}</p> : undefined}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Bonus status', items: BONUS, value: 'processing', onChange: () => {} },
  argTypes: { appearance: { control: 'inline-radio', options: TABS_APPEARANCES } },
  render: ({ value: _v, onChange: _c, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  args: { fill: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Processing' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing expired');
  },
};

export const GameTypeChips: Story = {
  args: { label: 'Game types', items: GAME_TYPES, appearance: 'pill' },
  render: ({ value: _v, onChange: _c, ...args }) => <Controlled {...args} withPanel={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithRedDot: Story = {
  args: {
    label: 'Rewards',
    items: [
      { id: 'missions', label: 'Missions', adornment: <RedDot label="New missions" /> },
      { id: 'signin', label: 'Sign-in' },
    ],
  },
};

export const AllThemes: Story = {
  ...allThemes,
  render: ({ value: _v, onChange: _c, ...args }) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Controlled {...args} fill />
      <Controlled label="Game types" items={GAME_TYPES.slice(0, 4)} appearance="pill" withPanel={false} />
    </div>
  ),
};
