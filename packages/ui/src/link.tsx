// Navigation is injected, never imported (braid's makeLinkComponent): the shell gives ui a link
// that knows its router; ui renders it wherever a component links somewhere.
import { createContext, useContext, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';

export interface LinkComponentProps {
  /** A route of the app, e.g. "/wallet" (the link component decides hash or path). */
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-current'?: 'page' | undefined;
  readonly 'aria-label'?: string | undefined;
  readonly onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  /** For end-to-end tests that find a link by its purpose rather than its text. */
  readonly 'data-testid'?: string | undefined;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: what ui renders when no router link was given (stories, static pages). */
export function DefaultLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Types a link component for ui; e.g. `makeLinkComponent(({ href, ...p }) => <RouterLink to={href} {...p} />)`. */
export function makeLinkComponent(component: LinkComponent): LinkComponent {
  return component;
}

const LinkContext = createContext<LinkComponent>(DefaultLink);

export function UiLinkProvider({ linkComponent, children }: { linkComponent: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** The link component from the nearest UiLinkProvider (a plain anchor without one). */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkContext);
  return override ?? fromContext;
}

const BackContext = createContext<(() => void) | undefined>(undefined);

/** What "back" means in this app (history back, or home when there is no history): NavBar's default. */
export function UiBackProvider({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return <BackContext.Provider value={onBack}>{children}</BackContext.Provider>;
}

/** The app's back action from the nearest UiBackProvider (undefined without one). */
export function useUiBack(): (() => void) | undefined {
  return useContext(BackContext);
}
