// The trading pages as one lazy chunk: one entry in the first load's preload map for all three
// (brands without trading carry as little of them as possible). The chart is its own chunk.
export { default as TradePage } from './TradePage';
export { default as TradeDetailPage } from './TradeDetailPage';
export { default as TradeOrdersPage } from './TradeOrdersPage';
