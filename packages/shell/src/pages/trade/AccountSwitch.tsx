// The demo / real account switch of the trading pages (spec §4 "Account mode demo or real, switchable"):
// one segmented control, the chosen account filled in the brand's colour.
import { useTranslation } from '@perya/i18n';
import { TRADE_ACCOUNTS, type TradeAccount } from '@perya/domain';
import { SegmentedControl } from '@perya/ui';

export function AccountSwitch({ account, onChange }: { account: TradeAccount; onChange: (next: TradeAccount) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      label={t('trade.account')}
      value={account}
      onChange={onChange}
      options={TRADE_ACCOUNTS.map((id) => ({ value: id, label: t(id === 'demo' ? 'trade.demoAccount' : 'trade.realAccount') }))}
      data-testid="trade-account"
    />
  );
}
