import type { Meta, StoryObj } from '@storybook/react-vite';
import { allThemes } from '../storybook/allThemes';
import { CHANNEL_MARKS, ChannelMark } from './ChannelMark';

const meta = {
  title: 'Art/ChannelMark',
  component: ChannelMark,
  args: { kind: 'gcash', size: 'md' },
} satisfies Meta<typeof ChannelMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every destination kind, at both sizes. */
function Marks() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      {CHANNEL_MARKS.map((kind) => (
        <span key={kind} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <ChannelMark kind={kind} />
          <ChannelMark kind={kind} size="sm" />
          {kind}
        </span>
      ))}
    </div>
  );
}

export const Every: Story = { render: () => <Marks /> };
export const AllThemes: Story = { ...allThemes, render: () => <Marks /> };
