import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { preloadPopups } from '../popups/loaders';
import { PopupHost, usePopups, useToast } from './PopupHost';

function Demo() {
  const popups = usePopups();
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '20rem' }}>
      <Button onClick={() => popups.open('win', { amount: 12_500 })}>Open win popup</Button>
      <Button
        onClick={() =>
          popups.open('logout', {
            onConfirm: () => popups.open('points', { points: 35, reason: 'Opened on top of another popup' }),
          })
        }
      >
        Open a stack
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          toast('First toast');
          toast('Second toast', { tone: 'success' });
        }}
      >
        Two toasts
      </Button>
      <p>Open popups: {popups.stack.map((e) => e.id).join(', ') || 'none'}</p>
      {/* Tall content so the scroll lock can be seen. */}
      <div style={{ height: '150vh' }} aria-hidden="true" />
    </div>
  );
}

const meta = {
  title: 'Overlays/PopupHost',
  component: PopupHost,
  args: { sets: ['base', 'blackGold'] },
  // The host loads each popup on its first open; the stories check the host, not that fetch.
  loaders: [() => preloadPopups(['win', 'logout', 'points'])],
  render: (args) => (
    <PopupHost {...args}>
      <Demo />
    </PopupHost>
  ),
} satisfies Meta<typeof PopupHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open a popup, Escape closes it, focus goes back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open win popup' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(canvasElement.ownerDocument.body.style.position).toBe('fixed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(canvasElement.ownerDocument.body.style.position).toBe('');
  },
};

/** Two popups stacked: Escape closes the top one only. */
export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open a stack' }));
    const logout = await body.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(logout).getAllByRole('button', { name: 'Log out' }).at(-1)!);
    await body.findByRole('dialog', { name: 'Points' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Points' })).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Log out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Toasts queue: the second shows after the first has had its 3 s. */
export const ToastQueue: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Two toasts' }));
    const region = body.getByRole('status');
    await expect(region).toHaveTextContent('First toast');
    await waitFor(() => expect(region).toHaveTextContent('Second toast'), { timeout: 4500 });
  },
};
