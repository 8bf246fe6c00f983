import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allThemes } from '../storybook/allThemes';
import { IN_HOUSE_ART, InHouseThumb } from './InHouseThumb';

const meta = {
  title: 'Art/InHouseThumb',
  component: InHouseThumb,
  args: { game: 'sabong', label: 'Sabong' },
  argTypes: { game: { options: IN_HOUSE_ART } },
  decorators: [(Story) => <div style={{ width: 120, height: 120 }}>{Story()}</div>],
} satisfies Meta<typeof InHouseThumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The six games side by side, each with its own motif. */
function Drawings() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 104px)', gap: 12 }}>
      {IN_HOUSE_ART.map((game) => (
        <div key={game} style={{ width: 104, height: 104, borderRadius: 12, overflow: 'hidden' }}>
          <InHouseThumb game={game} label={game} />
        </div>
      ))}
    </div>
  );
}

export const AllSix: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Drawings />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(IN_HOUSE_ART.length);
  },
};

export const AllThemes: Story = {
  ...allThemes,
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Drawings />,
};
