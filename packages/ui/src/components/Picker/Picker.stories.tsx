import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOCALES, LOCALE_INFO } from '@perya/domain';
import { Listbox, Picker } from './Picker';
import type { PickerOption } from './Picker';

const banks: PickerOption[] = [
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya', description: 'Temporarily unavailable', disabled: true },
  { value: 'bdo', label: 'BDO Unibank' },
  { value: 'bpi', label: 'BPI' },
  { value: 'metrobank', label: 'Metrobank' },
];

const meta = {
  title: 'Components/Picker',
  component: Picker,
  args: { label: 'Bank', options: banks, value: null, placeholder: 'Choose a bank', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 343, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bank: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value);
    return (
      <Picker
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Bank/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: 'Bank' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bdo');
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('BDO Unibank');
  },
};

/** In a form: the hint under it, then the error once the form is sent without a choice. */
export const WithError: Story = {
  args: { hint: 'InstaPay and PESONet banks', error: 'Please choose a bank.' },
};

export const LanguageList: Story = {
  render: function Render() {
    const [value, setValue] = useState<string>('en-PH');
    return (
      <Listbox
        label="Language"
        value={value}
        onChange={setValue}
        options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].nativeName, description: code }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Language' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};
