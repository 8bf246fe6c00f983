import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, I18nProvider } from '@perya/i18n';
import { Carousel } from './Carousel';

const items = [
  { id: 'a', src: 'a.png', alt: 'Deposit bonus' },
  { id: 'b', src: 'b.png', alt: 'Sabong live' },
  { id: 'c', src: 'c.png', alt: 'Invite friends' },
];

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((el) => el.getAttribute('aria-hidden') !== 'true');

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names the slides in the player language', async () => {
    vi.useRealTimers();
    const i18n = createI18n();
    await changeLanguage(i18n, 'zh-CN');
    render(
      <I18nProvider i18n={i18n}>
        <Carousel items={items} label="Banners" autoplayMs={0} />
      </I18nProvider>,
    );
    const name = i18n.t('ui.slideOf', { index: 2, count: 3 });
    expect(name).not.toBe('Slide 2 of 3');
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('autoplays and wraps around', () => {
    mockReducedMotion(false);
    render(<Carousel items={items} label="Promotions" autoplayMs={1000} />);
    expect(currentSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(currentSlide()).toBe(0);
  });

  it('pauses autoplay while hovered or focused', () => {
    mockReducedMotion(false);
    render(<Carousel items={items} label="Promotions" autoplayMs={1000} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => region.focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(0);
    act(() => region.blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide()).toBe(1);
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Carousel items={items} label="Promotions" autoplayMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe(0);
  });

  it('moves with arrow keys, Home and End, and with the dots', () => {
    mockReducedMotion(true);
    const onIndexChange = vi.fn();
    render(<Carousel items={items} label="Promotions" onIndexChange={onIndexChange} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe(2);
    fireEvent.keyDown(region, { key: 'Home' });
    expect(currentSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(currentSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('changes slide on a swipe and does not select the banner under the finger', () => {
    mockReducedMotion(true);
    const onSelect = vi.fn();
    render(<Carousel items={items} label="Promotions" onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerDown(region, { pointerId: 1, clientX: 300, pointerType: 'touch' });
    fireEvent.pointerMove(region, { pointerId: 1, clientX: 100, pointerType: 'touch' });
    fireEvent.pointerUp(region, { pointerId: 1, clientX: 100, pointerType: 'touch' });
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('img', { name: 'Sabong live' }).closest('button')!);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('img', { name: 'Sabong live' }).closest('button')!);
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });

  it('hides the slides that are not shown from assistive technology', () => {
    mockReducedMotion(true);
    render(<Carousel items={items} label="Promotions" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Deposit bonus',
    ]);
  });
});
