import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, BADGE_TONES, SOLID_BADGE_TONES } from './Badge';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Completed', tone: 'success' },
  argTypes: { tone: { control: 'select', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const Everything = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    {BADGE_TONES.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
    {SOLID_BADGE_TONES.map((tone) => (
      <Badge key={`solid-${tone}`} tone={tone} solid>
        {`${tone} solid`}
      </Badge>
    ))}
  </div>
);

export const Tones: Story = { render: () => <Everything /> };

export const AllThemes: Story = { ...allThemes, render: () => <Everything /> };
