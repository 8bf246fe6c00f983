import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TileButton, TILE_BUTTON_LAYOUTS } from './TileButton';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/TileButton',
  component: TileButton,
  args: { children: 'Red · ₱10', onClick: fn() },
  argTypes: { layout: { control: 'inline-radio', options: TILE_BUTTON_LAYOUTS } },
} satisfies Meta<typeof TileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Red · ₱10' });
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A scratch card's cells: one winning, one chosen, one still covered. */
export const Squares: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 5rem)', gap: '0.5rem' }}>
      <TileButton {...args} layout="square" highlight aria-label="Coin (winning)">
        ★
      </TileButton>
      <TileButton {...args} layout="square" pressed aria-label="Chosen">
        ?
      </TileButton>
      <TileButton {...args} layout="square" aria-label="Cell 3">
        ?
      </TileButton>
    </div>
  ),
};

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 6rem)', gap: '0.5rem' }}>
      {TILE_BUTTON_LAYOUTS.map((layout) => (
        <TileButton key={layout} {...args} layout={layout}>
          {layout}
        </TileButton>
      ))}
      <TileButton {...args} pressed>
        Chosen
      </TileButton>
      <TileButton {...args} highlight>
        Winning
      </TileButton>
      <TileButton {...args} disabled>
        Locked
      </TileButton>
    </div>
  ),
};
