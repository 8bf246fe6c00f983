// A plain text page (about us, privacy): a nav bar and paragraphs of translated text.
import { useTranslation } from '@perya/i18n';
import * as layout from '../../app/layout.css';
import * as css from '../../components/ui.css';
import { tData } from '../../services/t';
import { EmptyState, NavBar } from '@perya/ui';

export function InfoPage({ titleKey, bodyKeys, page }: { titleKey: string; bodyKeys: readonly string[]; page: string }) {
  const { t } = useTranslation();
  const list = bodyKeys.map((k) => tData(t, k)).filter((p) => p !== '' && !bodyKeys.includes(p));
  return (
    <>
      <NavBar title={tData(t, titleKey)} />
      <div className={layout.page} data-page={page}>
        {list.length === 0 ? (
          <EmptyState />
        ) : (
          <article className={css.card}>
            {list.map((p, i) => (
              <p key={i} className={css.paragraph}>
                {p}
              </p>
            ))}
          </article>
        )}
      </div>
    </>
  );
}
