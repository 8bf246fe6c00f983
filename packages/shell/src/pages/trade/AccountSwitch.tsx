// The demo / real account switch of the trading pages (spec §4 "Account mode demo or real, switchable").
import { useTranslation } from '@perya/i18n';
import { TRADE_ACCOUNTS, type TradeAccount } from '@perya/domain';
import * as ui from '../../components/ui.css';
import * as css from './trade.css';

export function AccountSwitch({ account, onChange }: { account: TradeAccount; onChange: (next: TradeAccount) => void }) {
  const { t } = useTranslation();
  return (
    <div className={css.accountSwitch} role="tablist" aria-label={t('trade.title')}>
      {TRADE_ACCOUNTS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          className={ui.tabButton}
          aria-selected={account === id}
          data-testid={`trade-account-${id}`}
          onClick={() => onChange(id)}
        >
          {t(id === 'demo' ? 'trade.demoAccount' : 'trade.realAccount')}
        </button>
      ))}
    </div>
  );
}
