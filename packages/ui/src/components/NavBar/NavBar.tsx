import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon } from '../../icons/icons';
import { useUiText } from '../../i18n';
import { useUiBack } from '../../link';
import * as styles from './NavBar.css';

export interface NavBarProps {
  /** Page title (already translated), centred; it is the page's h1. */
  readonly title: string;
  /** What the back arrow does; default the app's (UiBackProvider: history, or home). */
  readonly onBack?: () => void;
  /** Shows the back arrow (default); `false` on a top-level page. */
  readonly back?: boolean;
  /** Accessible name of the back button; default "Back". */
  readonly backLabel?: string;
  /** Right-hand slot: a help or records IconButton. */
  readonly end?: ReactNode;
}

/** The page header of DESIGN.md: back arrow, centred title, safe-area aware. */
export function NavBar({ title, onBack: onBackProp, back = true, backLabel, end }: NavBarProps) {
  const t = useUiText();
  const appBack = useUiBack();
  const onBack = back ? (onBackProp ?? appBack) : undefined;
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {onBack ? (
          <IconButton aria-label={backLabel ?? t('common.back')} icon={<ChevronLeftIcon />} onClick={onBack} />
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
