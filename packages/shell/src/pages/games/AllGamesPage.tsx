// /allgames (spec §1, §2, §5): every game, found by the lobby's search, category and provider
// chips (LobbyBrowser), the filters kept in the query string.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { hasPage } from '../../routing/pages';
import { LobbyBrowser } from './LobbyBrowser';
import * as layout from '../../app/layout.css';
import * as css from './games.css';
import { NavBar } from '@perya/ui';

export default function AllGamesPage() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t('games.allGames')} />
      <div className={layout.page} data-page="allgames">
        {/* The menu's way to the lotto (v3 routes, which /allgames belongs to). */}
        {hasPage('/lotto') ? (
          <Link className={css.lottoEntry} to="/lotto" data-testid="lotto-entry">
            <span className={css.lottoEntryTitle}>{t('lotto.title')}</span>
            <span className={css.lottoEntryNote}>{t('lotto.note.swertres')}</span>
          </Link>
        ) : null}
        <LobbyBrowser />
      </div>
    </>
  );
}
