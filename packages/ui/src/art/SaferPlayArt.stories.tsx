import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allThemes } from '../storybook/allThemes';
import { SAFER_PLAY_MOTIFS, SaferPlayArt } from './SaferPlayArt';

const meta = {
  title: 'Art/SaferPlayArt',
  component: SaferPlayArt,
  args: { motif: 'shield', label: 'Safer play', size: 'lg' },
  argTypes: { motif: { control: 'select', options: SAFER_PLAY_MOTIFS } },
} satisfies Meta<typeof SaferPlayArt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Set() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {SAFER_PLAY_MOTIFS.map((motif) => (
        <SaferPlayArt key={motif} motif={motif} label={motif} size="lg" />
      ))}
    </div>
  );
}

/** One mark per section of the safer-play centre. */
export const Motifs: Story = {
  render: () => <Set />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(SAFER_PLAY_MOTIFS.length);
  },
};

export const AllThemes: Story = { ...allThemes, render: () => <Set /> };
