// Home banners and promo cards (issue 24): the amount each shows comes from the live promotions in
// the account's currency, the call to action opens the card's own link, and a card whose offer
// names no sum shows headline and call only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CurrencyProvider, initI18n, memoryStorage, whenTextsLoaded, type PeryaI18n } from '@perya/i18n';
import type { PromoItem } from '@perya/api/contract';
import { testBrand } from '../../../test/testBrand';
import { renderInShell } from '../../../test/renderInShell';
import { createServices } from '../../services/services';
import { HomeOffers, type HomeOffer } from './HomeOffers';

let i18n: PeryaI18n;
beforeEach(async () => {
  i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
  await whenTextsLoaded();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const promo = (kind: PromoItem['kind'], amount?: number): PromoItem => ({
  id: `${kind}-${amount ?? 'none'}`,
  kind,
  title: kind,
  summary: '',
  startTime: null,
  endTime: null,
  route: '',
  ...(amount === undefined ? {} : { amount }),
});

const banners: HomeOffer[] = [
  { id: 'welcome', link: '/promo', title: 'Welcome bonus', offer: 'firstDeposit' },
  { id: 'sabong', link: '/games/og?id=10006', title: 'Live sabong' },
];
const promos: HomeOffer[] = [
  { id: 'invite', link: '/invite', title: 'Invite friends', offer: 'invite' },
  { id: 'spin', link: '/spin', title: 'Daily spin', offer: 'spin' },
];

function show(currency: 'PHP' | 'INR', live: readonly PromoItem[], onOpen = vi.fn()) {
  renderInShell(
    createServices(testBrand()),
    i18n,
    <CurrencyProvider currency={currency}>
      <HomeOffers banners={banners} promos={promos} promotions={live} onOpen={onOpen} opens={(link) => link !== '/invite'} />
    </CurrencyProvider>,
  );
  return onOpen;
}

async function card(headline: string): Promise<HTMLElement> {
  const h = await screen.findByRole('heading', { name: headline });
  const article = h.closest('article');
  if (!article) throw new Error(`no card for ${headline}`);
  return article;
}

describe('home banners and promo cards', () => {
  it('shows each offer’s amount from the live promotions, in the account’s currency', async () => {
    show('INR', [promo('firstDeposit', 50_000), promo('spin', 100_000), promo('invite', 5_000)]);
    expect(within(await card('Welcome bonus')).getByTestId('promo-amount').textContent).toBe('₹500.00');
    expect(within(await card('Daily spin')).getByTestId('promo-amount').textContent).toBe('₹1,000.00');
    expect(within(await card('Invite friends')).getByTestId('promo-amount').textContent).toBe('₹50.00');
    expect(within(await card('Daily spin')).getByText('Top prize')).toBeTruthy();
  });

  it('writes the same offer in another account’s currency', async () => {
    show('PHP', [promo('firstDeposit', 50_000)]);
    expect(within(await card('Welcome bonus')).getByTestId('promo-amount').textContent).toBe('₱500.00');
  });

  it('shows no amount when the offer names none or the card names no offer', async () => {
    show('PHP', [promo('spin'), promo('firstDeposit', 50_000)]);
    expect(within(await card('Daily spin')).queryByTestId('promo-amount')).toBeNull();
    expect(within(await card('Invite friends')).queryByTestId('promo-amount')).toBeNull();
    expect(within(await card('Live sabong')).queryByTestId('promo-amount')).toBeNull();
    expect(within(await card('Live sabong')).getByRole('button', { name: 'Play now' })).toBeTruthy();
  });

  it('opens the card’s own link from its one call to action', async () => {
    const onOpen = show('PHP', [promo('firstDeposit', 50_000)]);
    fireEvent.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Claim bonus' }));
    expect(onOpen).toHaveBeenLastCalledWith('/promo');
    fireEvent.click(within(await card('Daily spin')).getByRole('button', { name: 'Spin now' }));
    expect(onOpen).toHaveBeenLastCalledWith('/spin');
    // A card whose page is not in this build offers no dead button.
    expect(within(await card('Invite friends')).queryByRole('button')).toBeNull();
    expect(within(await card('Welcome bonus')).getAllByRole('button')).toHaveLength(1);
  });
});
