// Previous / next paging under a list (finance records, bonus grants, invitees): "Page 2 of 5".
// Renders nothing for a single page.
import { useTranslation } from '@perya/i18n';
import { Button, Inline, Text } from '@perya/ui';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Inline space="sm" align="spaceBetween" wrap={false} alignY="center">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.prevPage')}
      </Button>
      <Text tone="muted" size="sm">
        {t('wallet.pageOf', { page, pages })}
      </Text>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('wallet.nextPage')}
      </Button>
    </Inline>
  );
}
