import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAY_METHODS } from '@perya/domain';
import { PayMark } from './PayMark';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/PayMark',
  component: PayMark,
  args: { method: 'gcash' },
  argTypes: { method: { control: 'select', options: PAY_METHODS } },
} satisfies Meta<typeof PayMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const Everything = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
    {PAY_METHODS.map((method) => (
      <span key={method} style={{ display: 'inline-flex', gap: '0.375rem', alignItems: 'center' }}>
        <PayMark method={method} />
        <PayMark method={method} size="lg" />
        {method}
      </span>
    ))}
  </div>
);

export const Methods: Story = { render: () => <Everything /> };

export const AllThemes: Story = { ...allThemes, render: () => <Everything /> };
