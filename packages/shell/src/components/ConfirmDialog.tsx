// A yes/no question in the theme's dialog frame, locking page scroll while open (spec §2).
import { useEffect } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Dialog, lockScroll, Text } from '@perya/ui';

export function ConfirmDialog(props: { title: string; message?: string; confirmLabel: string; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  useEffect(() => lockScroll(document.querySelector<HTMLElement>('[data-scroll-container]')), []);
  return (
    <Dialog
      title={props.title}
      onClose={props.onCancel}
      closeLabel={t('common.close')}
      actions={
        <>
          <Button variant="danger" fullWidth onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
          <Button variant="secondary" fullWidth onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      {props.message ? <Text>{props.message}</Text> : null}
    </Dialog>
  );
}
