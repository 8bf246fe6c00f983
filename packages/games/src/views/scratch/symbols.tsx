// The scratch card's symbols as small SVG drawings (no emoji font is needed on the device).
import * as css from './scratch.css';

export function ScratchSymbol({ id }: { id: string }) {
  switch (id) {
    case 'coin':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.gold}`} aria-hidden="true">
          <circle cx="20" cy="20" r="16" fill="currentColor" />
          <circle cx="20" cy="20" r="11" fill="none" stroke="rgba(0,0,0,0.25)" strokeWidth="2" />
          <text x="20" y="26" textAnchor="middle" fontSize="16" fontWeight="700" fill="rgba(0,0,0,0.45)">₱</text>
        </svg>
      );
    case 'cherry':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.red}`} aria-hidden="true">
          <path d="M14 26 C16 14 22 8 30 6 M26 26 C25 16 27 10 30 6" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.6" />
          <circle cx="13" cy="28" r="7" fill="currentColor" />
          <circle cx="27" cy="29" r="7" fill="currentColor" />
        </svg>
      );
    case 'bell':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.orange}`} aria-hidden="true">
          <path d="M20 6c-7 0-11 6-11 13v7l-3 4h28l-3-4v-7c0-7-4-13-11-13z" fill="currentColor" />
          <circle cx="20" cy="33" r="3.5" fill="currentColor" />
        </svg>
      );
    case 'clover':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.green}`} aria-hidden="true">
          <circle cx="14" cy="14" r="7" fill="currentColor" />
          <circle cx="26" cy="14" r="7" fill="currentColor" />
          <circle cx="14" cy="26" r="7" fill="currentColor" />
          <circle cx="26" cy="26" r="7" fill="currentColor" />
          <path d="M20 20 L27 36" stroke="currentColor" strokeWidth="3" />
        </svg>
      );
    case 'seven':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.red}`} aria-hidden="true">
          <text x="20" y="33" textAnchor="middle" fontSize="34" fontWeight="800" fill="currentColor">7</text>
        </svg>
      );
    case 'diamond':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.blue}`} aria-hidden="true">
          <path d="M10 8h20l7 9-17 17L3 17z" fill="currentColor" />
          <path d="M3 17h34M14 8l6 26 6-26" fill="none" stroke="rgba(255,255,255,0.45)" strokeWidth="1.5" />
        </svg>
      );
    case 'crown':
      return (
        <svg viewBox="0 0 40 40" className={`${css.symbol} ${css.tone.gold}`} aria-hidden="true">
          <path d="M5 30 L7 12 L15 20 L20 8 L25 20 L33 12 L35 30 Z" fill="currentColor" />
          <rect x="5" y="31" width="30" height="4" rx="1" fill="currentColor" />
        </svg>
      );
    default:
      return <span className={css.symbolText}>{id}</span>;
  }
}
