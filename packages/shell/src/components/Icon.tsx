// The shell's small inline icon set (tab bar, nav bar): strokes in currentColor so the theme colours them.
import type { TabIcon } from '../brand/BrandConfig';
import * as css from '../app/layout.css';

const PATHS: Record<TabIcon | 'back', string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  invite: 'M16 11a4 4 0 1 0-8 0M4 21v-1a6 6 0 0 1 12 0v1M19 8v6M16 11h6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  ring: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  scratch: 'M4 5h16v14H4zM8 9l8 6M8 15l3-2',
  crash: 'M3 20l6-6 4 3 8-11M15 6h6v6',
  color: 'M12 3l9 5v8l-9 5-9-5V8zM12 3v18M3 8l18 8M21 8L3 16',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-3v3M16 13h2',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  promo: 'M20 12v8H4v-8M2 7h20v5H2zM12 20V7M12 7a3 3 0 1 1 3-3c0 2-3 3-3 3zM12 7a3 3 0 1 0-3-3c0 2 3 3 3 3z',
  // A wallet taking a plus: money goes in (not a download arrow).
  deposit: 'M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v3M3 6v12a2 2 0 0 0 2 2h8M18 15v6M15 18h6',
  back: 'M15 5l-7 7 7 7',
};

export function Icon({ name, className }: { name: TabIcon | 'back'; className?: string }) {
  return (
    <svg className={className ?? css.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
