import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar } from './NavBar';
import { UiBackProvider } from '../../link';

describe('NavBar', () => {
  it('titles the page and goes back from the back button', async () => {
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<NavBar title="Cash out" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without onBack (a root page)', () => {
    render(<NavBar title="Wallet" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("takes the app's back action by default and hides it on a top-level page", async () => {
    const appBack = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <UiBackProvider onBack={appBack}>
        <NavBar title="Bonus" />
      </UiBackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(appBack).toHaveBeenCalledOnce();
    rerender(
      <UiBackProvider onBack={appBack}>
        <NavBar title="Home" back={false} />
      </UiBackProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
