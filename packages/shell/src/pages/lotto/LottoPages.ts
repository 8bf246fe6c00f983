// The lotto pages (spec §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel), one lazy chunk.
export { default as LottoPage } from './LottoPage';
export { default as LottoResultsPage } from './LottoResultsPage';
export { default as LottoHistoryPage } from './LottoHistoryPage';
export { default as LottoPanelPage } from './LottoPanelPage';
