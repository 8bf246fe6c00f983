// Invite ranking (black-gold v3/v4): top inviters, names shown privately (spec §5: first 3
// characters then ***).
import { privateName } from '@perya/domain';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { useFormatMoney } from '../shared';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function InviteRankingPopup({
  rows,
  locale,
  title: titleProp,
  emptyText: emptyTextProp,
  ...chrome
}: PopupComponentProps<'inviteRanking'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.inviteRanking.title');
  const emptyText = emptyTextProp ?? t('ui.noRankings');
  const format = useFormatMoney(locale);
  const sorted = [...rows].sort((a, b) => a.rank - b.rank);
  return (
    <Popup {...chrome} title={title}>
      {sorted.length === 0 ? (
        <p className={`${css.muted} ${css.centered}`}>{emptyText}</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                #
              </th>
              <th className={css.th} scope="col">
                {t('invite.player')}
              </th>
              <th className={`${css.th} ${css.numeric}`} scope="col">
                {t('invite.reward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={`${row.rank}-${row.name}`}>
                <td className={`${css.td} ${css.rank}`}>{row.rank}</td>
                <td className={css.td}>{privateName(row.name)}</td>
                <td className={`${css.td} ${css.numeric}`}>{format(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Popup>
  );
}
