import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';
import { allThemes } from '../../storybook/allThemes';

function Controlled(props: { error?: string; onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <OtpInput label="SMS code" value={value} onChange={setValue} {...props} />;
}

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { label: 'SMS code', value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Controlled onComplete={args.onComplete ?? (() => {})} {...(args.error ? { error: args.error } : {})} />,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('123');
    await expect(boxes[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[2]).toHaveFocus();
    await expect(boxes[2]).toHaveValue('');
    await userEvent.paste('987654');
    await expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const WithError: Story = { args: { error: 'Please enter the 6-digit code.' } };

export const AllThemes: Story = { ...allThemes };
