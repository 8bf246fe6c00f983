import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { allThemes } from '../../storybook/allThemes';
import { StarRating } from './StarRating';

function Demo() {
  const [value, setValue] = useState(4);
  return <StarRating label="Your rating" value={value} onChange={setValue} starLabel={(n) => `${n} of 5 stars`} />;
}

const meta = { title: 'Components/StarRating', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllThemes: Story = { ...allThemes };
