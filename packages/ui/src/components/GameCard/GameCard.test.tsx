import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_THRESHOLD } from '@perya/domain';
import { changeLanguage, createI18n, I18nProvider } from '@perya/i18n';
import { GameCard } from './GameCard';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
const observers: Array<{
  callback: Callback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
}> = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, targets: this.targets });
  }
  targets: Element[] = [];
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

describe('GameCard', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads its art only once it scrolls into view, with the spec threshold', () => {
    const { container } = render(
      <GameCard name="Fortune Gems" provider="JILI" imageSrc="gems.png" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(observers[0]?.options?.threshold).toBe(LAZY_LOAD_THRESHOLD);
    expect(LAZY_LOAD_THRESHOLD).toBe(0.02); // spec §9
    act(() => observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('gems.png');
  });

  it('reserves the image size and swaps a failing image for the designed fallback, name printed once', () => {
    const { container } = render(<GameCard name="Fortune Gems" provider="JILI" imageSrc="gone.png" />);
    act(() => observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('160');
    expect(img?.getAttribute('height')).toBe('160');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('[data-fallback]')).toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-fallback]')?.textContent).toBe('JILI');
    expect(screen.getAllByText('Fortune Gems')).toHaveLength(1);
    expect(screen.getAllByText('JILI')).toHaveLength(1);
  });

  it('shows the fallback at once when the catalogue has no image, and drawn art instead of an image', () => {
    const { container, rerender } = render(<GameCard name="Mahjong Ways" provider="PGSOFT" imageSrc="" />);
    expect(container.querySelector('[data-fallback]')?.textContent).toBe('PGSOFT');
    rerender(<GameCard name="Dice" provider="PLG" art={<svg data-testid="thumb" />} />);
    act(() => observers.at(-1)?.callback([{ isIntersecting: true, intersectionRatio: 0.05 }]));
    expect(screen.getByTestId('thumb')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-fallback]')).toBeNull();
  });

  it('is named "name provider" by its content, drawn art included but not read (label in name)', () => {
    const { rerender } = render(
      <GameCard
        name="Jump"
        provider="PLG"
        art={
          <svg aria-hidden="true">
            <text>2.50×</text>
          </svg>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Jump PLG' });
    // No label of its own: the visible text the art draws cannot fall outside the name.
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent).toContain('2.50×');
    rerender(<GameCard name="Mahjong Ways" provider="PGSOFT" imageSrc="" />);
    expect(screen.getByRole('button', { name: 'Mahjong Ways PGSOFT' })).toBeTruthy();
    rerender(<GameCard name="Mahjong Ways" imageSrc="" />);
    expect(screen.getByRole('button', { name: 'Mahjong Ways' })).toBeTruthy();
  });

  it('shows the name under the art and the provider, and plays on tap', () => {
    const onSelect = vi.fn();
    render(
      <GameCard name="Fortune Gems" provider="JILI" imageSrc="gems.png" onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fortune Gems JILI' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('JILI')).toBeTruthy();
  });

  it('toggles the favourite without playing', () => {
    const onSelect = vi.fn();
    const onToggleFavourite = vi.fn();
    const { rerender } = render(
      <GameCard
        name="Mahjong Ways"
        imageSrc="m.png"
        onSelect={onSelect}
        onToggleFavourite={onToggleFavourite}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourites: Mahjong Ways' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
    rerender(
      <GameCard
        name="Mahjong Ways"
        imageSrc="m.png"
        favourite
        onToggleFavourite={onToggleFavourite}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Favourites: Mahjong Ways' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("names the favourite toggle in the player's language, and a given label wins", async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'zh-CN');
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <GameCard name="Sabong" imageSrc="s.png" onToggleFavourite={() => {}} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: `${i18n.t('games.favourites')}: Sabong` }),
    ).toBeTruthy();
    expect(i18n.t('games.favourites')).not.toBe('Favourites');
    unmount();
    render(
      <GameCard
        name="Sabong"
        imageSrc="s.png"
        onToggleFavourite={() => {}}
        favouriteLabel="Mine"
      />,
    );
    expect(screen.getByRole('button', { name: 'Mine: Sabong' })).toBeTruthy();
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<GameCard name="Dice" imageSrc="dice.png" />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});
