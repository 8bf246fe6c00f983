import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmountGrid, type AmountGridProps } from './AmountGrid';
import { allThemes } from '../../storybook/allThemes';
import { Button } from '../Button/Button';

function Form(props: Omit<AmountGridProps, 'value' | 'onChange' | 'showRequired'>) {
  const [value, setValue] = useState<number | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <AmountGrid {...props} value={value} onChange={setValue} showRequired={submitted} />
      <Button type="submit" fullWidth>
        Deposit
      </Button>
    </form>
  );
}

const meta = {
  title: 'Components/AmountGrid',
  component: AmountGrid,
  args: {
    label: 'Deposit amount',
    presets: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    min: 10_000,
    max: 5_000_000,
    value: undefined,
    onChange: () => {},
  },
  render: ({ value: _v, onChange: _c, showRequired: _s, ...args }) => <Form {...args} />,
} satisfies Meta<typeof AmountGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('Please enter an amount.')).toBeVisible();
    await userEvent.click(canvas.getByText('₱500'));
    await expect(canvas.getByRole('radio', { name: '₱500' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '₱1,000' })).toBeChecked();
    const custom = canvas.getByLabelText('Custom amount');
    await userEvent.type(custom, '50');
    await expect(canvas.getByText('The amount is below the minimum.')).toBeVisible();
    await userEvent.clear(custom);
    await userEvent.type(custom, '99999');
    await expect(canvas.getByText('The amount is above the maximum.')).toBeVisible();
  },
};

export const PresetsOnly: Story = { args: { allowCustom: false } };

export const AllThemes: Story = { ...allThemes };
