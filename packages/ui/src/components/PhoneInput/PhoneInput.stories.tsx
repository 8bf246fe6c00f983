import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MARKET_DIAL_CODES, type Market } from '@perya/domain';
import { PhoneInput, type PhoneInputProps } from './PhoneInput';
import { allThemes } from '../../storybook/allThemes';

function Controlled(props: Omit<PhoneInputProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <PhoneInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', placeholder: 'e.g. 9171234567', value: '', onValueChange: () => {}, dialCode: MARKET_DIAL_CODES.PH },
  render: ({ value: _value, onValueChange: _onChange, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    await userEvent.type(input, '917-abc 1234567');
    await expect(input).toHaveValue('9171234567');
  },
};

export const WithError: Story = { args: { error: 'Please enter the correct phone number.' } };

/** The dialling code of each market (the account's, never the interface language's). */
export const EveryMarket: Story = {
  render: ({ value: _value, onValueChange: _onChange, ...args }) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {(Object.keys(MARKET_DIAL_CODES) as Market[]).map((market) => (
        <Controlled key={market} {...args} label={`Phone number (${market})`} dialCode={MARKET_DIAL_CODES[market]} />
      ))}
    </div>
  ),
};

export const AllThemes: Story = { ...allThemes };
