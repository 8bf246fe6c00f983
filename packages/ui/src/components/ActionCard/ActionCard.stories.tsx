import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionCard } from './ActionCard';
import { allThemes } from '../../storybook/allThemes';

function Cards() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '22rem' }}>
      <ActionCard href="#/promo">
        <strong>₱500 welcome bonus</strong>
        <p style={{ margin: 0 }}>On your first deposit · Open ›</p>
      </ActionCard>
      <ActionCard onClick={() => undefined}>
        <strong>Reload 10 %</strong>
        <p style={{ margin: 0 }}>Every Friday · Deposit ›</p>
      </ActionCard>
      <ActionCard>
        <strong>Daily sign-in</strong>
        <p style={{ margin: 0 }}>Always on</p>
      </ActionCard>
    </div>
  );
}

const meta = { title: 'Components/ActionCard', component: Cards } satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllThemes: Story = { ...allThemes };
