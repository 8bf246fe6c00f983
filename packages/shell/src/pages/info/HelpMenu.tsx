// Home's help menu (Telegram, FAQ, about us) at the foot of the page, in a chunk of its own: it is
// under the lobby, never in the first screen, and its rows would cost home's first load (issue 24).
import { useTranslation } from '@perya/i18n';
import { ListGroup, ListRow } from '@perya/ui';

export default function HelpMenu() {
  const { t } = useTranslation();
  return (
    <ListGroup navLabel={t('help.title')}>
      <ListRow href="/telegram" label={t('help.telegram')} />
      <ListRow href="/faq" label={t('help.faq')} />
      <ListRow href="/aboutus" label={t('help.aboutUs')} />
    </ListGroup>
  );
}
