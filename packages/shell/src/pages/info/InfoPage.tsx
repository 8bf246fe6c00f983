// A plain text page (about us, privacy): a nav bar and paragraphs of translated text.
import { useTranslation } from '@perya/i18n';
import { Card, EmptyState, NavBar, Stack, Text } from '@perya/ui';
import * as layout from '../../app/layout.css';
import { tData } from '../../services/t';

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
          <Card>
            <Stack as="article" space="md">
              {list.map((p, i) => (
                <Text key={i}>{p}</Text>
              ))}
            </Stack>
          </Card>
        )}
      </div>
    </>
  );
}
