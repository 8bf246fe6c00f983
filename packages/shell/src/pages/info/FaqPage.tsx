// Frequently asked questions: each a disclosure the player opens.
import { useTranslation } from '@perya/i18n';
import { Card, Disclosure, EmptyState, NavBar, Text } from '@perya/ui';
import * as layout from '../../app/layout.css';
import { tData } from '../../services/t';

/** Question and answer keys, in the order shown. */
const FAQ = [
  ['pages.faqQ1', 'pages.faqA1'],
  ['pages.faqQ2', 'pages.faqA2'],
  ['pages.faqQ3', 'pages.faqA3'],
  ['pages.faqQ4', 'pages.faqA4'],
] as const;

export default function FaqPage() {
  const { t } = useTranslation();
  // An answer still equal to its key is not translated yet: it is left out rather than shown raw.
  const list = FAQ.map(([q, a]) => ({ q: tData(t, q), a: tData(t, a) })).filter((i) => i.a !== '' && !i.a.startsWith('pages.'));
  return (
    <>
      <NavBar title={t('help.faq')} />
      <div className={layout.page} data-page="faq">
        {list.length === 0 ? (
          <EmptyState />
        ) : (
          <Card padding="md">
            {list.map((item) => (
              <Disclosure key={item.q} summary={item.q}>
                <Text tone="muted">{item.a}</Text>
              </Disclosure>
            ))}
          </Card>
        )}
      </div>
    </>
  );
}
