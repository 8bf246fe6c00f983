// The marketing gate as the services hold it (marketingGate.ts): its code, with the domain's popup
// etiquette, loads at the first offer, which start-up makes after the first screen, so the first
// load does not carry it. Nothing is pending before that offer, so a poke before it has nothing to
// look at.
import type { MarketingGate, MarketingGateDeps } from './marketingGate';

export function lazyMarketingGate(deps: MarketingGateDeps): MarketingGate {
  let gate: Promise<MarketingGate> | null = null;
  let loaded: MarketingGate | null = null;
  return {
    offer(popup, show) {
      gate ??= import('./marketingGate').then((m) => (loaded = m.createMarketingGate(deps)));
      return gate.then((g) => g.offer(popup, show));
    },
    poke: () => loaded?.poke(),
  };
}
