import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChannelMark } from '../../art/ChannelMark';
import { allThemes } from '../../storybook/allThemes';
import { RadioCards } from './RadioCards';

function Demo({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>('gcash');
  return (
    <div style={{ maxWidth: '22rem' }}>
      <RadioCards
        label="Send to"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'gcash', label: 'GCash', description: 'Juan · •••• 4567', leading: <ChannelMark kind="gcash" /> },
          { value: 'maya', label: 'Maya', description: 'E-wallet', leading: <ChannelMark kind="maya" /> },
          { value: 'bank', label: 'Bank', description: 'InstaPay · PESONet', leading: <ChannelMark kind="bank" /> },
          { value: 'crypto', label: 'USDT', description: 'TRC20 · ERC20', leading: <ChannelMark kind="crypto" /> },
        ]}
      />
    </div>
  );
}

const meta = { title: 'Components/RadioCards', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Please choose where to send it.' } };
export const AllThemes: Story = { ...allThemes };
