import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { allThemes } from '../../storybook/allThemes';
import { TextArea } from './TextArea';

function Demo({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: '22rem' }}>
      <TextArea label="Comment (optional)" hint="Up to 200 characters" placeholder="What went well?" maxLength={200} value={value} error={error} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

const meta = { title: 'Components/TextArea', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Please keep it under 200 characters.' } };
export const AllThemes: Story = { ...allThemes };
