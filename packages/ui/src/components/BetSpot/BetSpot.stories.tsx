import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BetSpot, BET_SPOT_TONES } from './BetSpot';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/BetSpot',
  component: BetSpot,
  args: { label: 'Meron', detail: '×1.92', tone: 'meron', onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: BET_SPOT_TONES } },
} satisfies Meta<typeof BetSpot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const spot = within(canvasElement).getByRole('button', { name: 'Meron ×1.92' });
    await userEvent.click(spot);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(spot.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const DETAILS = { meron: '×1.92', wala: '×1.96', draw: '8:1' } as const;

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0.5rem', maxWidth: '20rem' }}>
      {BET_SPOT_TONES.map((tone) => (
        <BetSpot key={tone} {...args} tone={tone} label={tone} detail={DETAILS[tone]} />
      ))}
    </div>
  ),
};
