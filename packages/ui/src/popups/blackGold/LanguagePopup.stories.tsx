import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOCALES } from '@perya/domain';
import { popupFrame } from '../storyFrame';
import { LanguagePopup } from './LanguagePopup';

const meta = {
  title: 'Popups/Black-gold/LanguagePopup',
  component: LanguagePopup,
  parameters: {
    docs: {
      description: {
        component:
          'Black-gold brands. Opens from the account page\'s "Language" row and the profile page\'s language row: the brand\'s locales, the current one selected; choosing one switches the app\'s language (stored as applang, spec §3) and closes the sheet.',
      },
    },
  },
  args: { locales: LOCALES, value: 'en-PH', onChange: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LanguagePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Choose language' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(LOCALES[1]);
  },
};
