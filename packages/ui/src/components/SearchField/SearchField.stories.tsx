import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';
import { allThemes } from '../../storybook/allThemes';

function Controlled(props: Omit<SearchFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <SearchField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search by game name', placeholder: 'Search games', clearLabel: 'Clear', value: '', onChange: () => {} },
  render: ({ value: _v, onChange: _c, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'Super Ace');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const AllThemes: Story = { ...allThemes, render: ({ value: _v, onChange: _c, ...args }) => <Controlled {...args} initial="ace" /> };
