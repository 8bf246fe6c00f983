// A yes/no question in the theme's dialog frame, locking page scroll while open (spec §2).
import { useEffect } from 'react';
import { useTranslation } from '@perya/i18n';
import { Dialog, lockScroll } from '@perya/ui';
import * as css from './ui.css';

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
          <button type="button" className={css.button.danger} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
          <button type="button" className={css.button.secondary} onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
        </>
      }
    >
      {props.message ? <p className={css.paragraph}>{props.message}</p> : null}
    </Dialog>
  );
}
