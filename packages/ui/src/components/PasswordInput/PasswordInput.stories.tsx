import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', placeholder: 'At least 6 characters' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithError: Story = { args: { defaultValue: 'abc', error: 'Password must be at least 6 characters.' } };

export const AllThemes: Story = { ...allThemes };
