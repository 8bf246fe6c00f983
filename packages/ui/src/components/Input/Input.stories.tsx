import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './Input';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'Username', placeholder: 'Enter a new name' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'Juan');
    await expect(input).toHaveValue('Juan');
  },
};

export const WithHint: Story = { args: { label: 'Email', hint: 'Used to recover your account', type: 'email' } };

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'juan@', error: 'Please enter a valid email.', type: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email.');
  },
};

export const WithPrefix: Story = { args: { label: 'Amount', prefix: '₱', inputMode: 'decimal' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'juan' } };

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <Input {...args} hint="Hint text" />
      <Input {...args} label="Email" defaultValue="juan@" error="Please enter a valid email." />
    </div>
  ),
};
