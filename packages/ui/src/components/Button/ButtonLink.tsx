// An action that navigates: a link drawn as a Button ("Play lotto", "Verify", "Trade now"), so a
// page never styles a router link as a button by hand. The link is the injected link component.
import { createElement, type ReactNode } from 'react';
import { useLinkComponent, type LinkComponent } from '../../link';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';

export interface ButtonLinkProps {
  readonly children: ReactNode;
  /** A route of the app, e.g. "/lotto". */
  readonly href: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
  /** An icon before the label (decorative). */
  readonly icon?: ReactNode;
  readonly linkComponent?: LinkComponent;
  readonly 'data-testid'?: string;
}

export function ButtonLink({ children, href, variant = 'secondary', size = 'md', fullWidth = false, icon, linkComponent, 'data-testid': testId }: ButtonLinkProps) {
  const Link = useLinkComponent(linkComponent);
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  // createElement: the link component comes from context, it is not created here.
  return createElement(Link, { href, className: styles.button({ variant, size, fullWidth }), 'data-testid': testId, children: content });
}
