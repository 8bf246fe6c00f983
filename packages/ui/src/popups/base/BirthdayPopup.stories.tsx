import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { BirthdayPopup } from './BirthdayPopup';

const meta = {
  title: 'Popups/Base/BirthdayPopup',
  component: BirthdayPopup,
  parameters: {
    docs: {
      description: {
        component:
          'Asked once of a logged-in player with no date of birth on record (issue 15 age gate). The shell opens it without a close button; the server judges the age and its refusal shows as `error`.',
      },
    },
  },
  args: { onSubmit: fn(), max: '2026-01-01' },
  decorators: [popupFrame],
} satisfies Meta<typeof BirthdayPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Please enter your date of birth to continue.')).toBeVisible();
  },
};

/** The server refused: younger than the market's minimum age. */
export const Refused: Story = { args: { error: 'You must be 21 or older to play.' } };

export const Busy: Story = { args: { busy: true } };
