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
  /**
   * Another site (a Telegram channel, the operator's new app): a plain anchor, not the router's
   * link; `newTab` opens it beside the app.
   */
  readonly external?: { readonly newTab?: boolean };
  /** Sees the press (e.g. to report an event); the link still navigates. */
  readonly onClick?: () => void;
}

export function ButtonLink({
  children,
  href,
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
  icon,
  linkComponent,
  'data-testid': testId,
  external,
  onClick,
}: ButtonLinkProps) {
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
  const className = styles.button({ variant, size, fullWidth });
  if (external) {
    const newTab = external.newTab === true ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a href={href} className={className} data-testid={testId} onClick={onClick} {...newTab}>
        {content}
      </a>
    );
  }
  // createElement: the link component comes from context, it is not created here.
  return createElement(Link, { href, className, 'data-testid': testId, onClick, children: content });
}
