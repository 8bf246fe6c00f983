// The popups' illustrations: flat drawings in a 96 x 96 box, each standing in the same soft glow
// of the brand's accent, every paint a theme token (art.css.ts), so one drawing takes each brand's
// colours. The popups import them from here; they stay out of the first load with the popups.
import { fill, popupArt, stroke } from './art.css';

const svgProps = { 'aria-hidden': true, focusable: 'false' } as const;

/** The soft glow and sparkles every illustration stands in, in the brand's accent. */
function Glow() {
  return (
    <>
      <circle className={fill.accent} cx="48" cy="50" r="42" opacity=".16" />
      <circle className={fill.accent} cx="48" cy="50" r="30" opacity=".14" />
      <path
        className={fill.accent}
        d="M14 22l1.6 4.4 4.4 1.6-4.4 1.6L14 34l-1.6-4.4L8 28l4.4-1.6zM84 56l1.2 3.3 3.3 1.2-3.3 1.2L84 65l-1.2-3.3-3.3-1.2 3.3-1.2zM80 12l1 2.8 2.8 1-2.8 1-1 2.8-1-2.8-2.8-1 2.8-1z"
      />
    </>
  );
}

/** A gold cup with a star on a plinth: wins. */
export function TrophyArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <path className={stroke.gold} d="M30 24H18v6a13 13 0 0 0 13 13M66 24h12v6a13 13 0 0 1-13 13" strokeWidth="5" />
      <path className={fill.gold} d="M28 16h40v22a20 20 0 0 1-40 0z" />
      <path className={fill.shade} d="M54 16h14v22a20 20 0 0 1-12 18.4z" />
      <rect className={fill.shine} x="33" y="20" width="5" height="22" rx="2.5" />
      <path className={fill.gold} d="M42 57h12l2 12H40z" />
      <rect className={fill.primaryDeep} x="28" y="68" width="40" height="14" rx="4" />
      <rect className={fill.accent} x="36" y="72" width="24" height="5" rx="2" />
      <path className={fill.dieWhite} d="M48 23l3.2 6.6 7.2.9-5.3 5 1.4 7.1L48 39l-6.5 3.6 1.4-7.1-5.3-5 7.2-.9z" />
    </svg>
  );
}

/** A wrapped gift with a gold bow: bonuses and the daily guaranteed bonus. */
export function GiftArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <rect className={fill.danger} x="20" y="42" width="56" height="40" rx="5" />
      <rect className={fill.shade} x="20" y="42" width="56" height="8" />
      <rect className={fill.danger} x="16" y="32" width="64" height="14" rx="4" />
      <rect className={fill.shine} x="20" y="35" width="56" height="3" rx="1.5" />
      <rect className={fill.gold} x="43" y="32" width="10" height="50" />
      <rect className={fill.shade} x="50" y="32" width="3" height="50" />
      <path className={fill.gold} d="M48 32C40 18 24 16 26 26c1.5 7 14 7 22 6zM48 32c8-14 24-16 22-6-1.5 7-14 7-22 6z" />
      <path className={fill.shade} d="M48 32c-5-8-13-11-16-9 4 1 10 5 16 9zM48 32c5-8 13-11 16-9-4 1-10 5-16 9z" />
      <circle className={fill.gold} cx="48" cy="32" r="5" />
    </svg>
  );
}

/** An alarm clock: the cash-out hours. */
export function ClockArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <path className={fill.accent} d="M16 28a12 12 0 0 1 18-10zM80 28a12 12 0 0 0-18-10z" />
      <path className={stroke.ink} d="M30 80l-6 8M66 80l6 8" strokeWidth="4" />
      <circle className={fill.primary} cx="48" cy="52" r="32" />
      <circle className={fill.dieWhite} cx="48" cy="52" r="25" />
      <path className={stroke.shade} d="M48 31v4M48 69v4M27 52h4M65 52h4" strokeWidth="2.5" />
      <path className={stroke.ink} d="M48 52V38M48 52l10 7" strokeWidth="3.5" />
      <circle className={fill.danger} cx="48" cy="52" r="3" />
      <path className={stroke.shine} d="M26 40a25 25 0 0 1 10-10" strokeWidth="3" />
    </svg>
  );
}

/** A stack of gold coins and a star coin: deposits, points, cash in. */
export function CoinsArt() {
  const coin = (y: number) => (
    <g key={y}>
      <path className={fill.gold} d={`M16 ${y}v6c0 4.4 10.7 8 24 8s24-3.6 24-8v-6z`} />
      <path className={fill.shade} d={`M16 ${y}v6c0 4.4 10.7 8 24 8s24-3.6 24-8v-6z`} />
      <ellipse className={fill.gold} cx="40" cy={y} rx="24" ry="8" />
      <ellipse className={stroke.shade} cx="40" cy={y} rx="17" ry="5" strokeWidth="1.5" />
    </g>
  );
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      {[72, 62, 52].map(coin)}
      <circle className={fill.gold} cx="64" cy="36" r="20" />
      <circle className={fill.shade} cx="66" cy="38" r="18" opacity=".5" />
      <circle className={fill.gold} cx="64" cy="36" r="17" />
      <circle className={stroke.shade} cx="64" cy="36" r="13" strokeWidth="2" />
      <path className={fill.dieWhite} d="M64 26l2.9 6 6.6.9-4.8 4.6 1.2 6.5-5.9-3.1-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
      <path className={stroke.shine} d="M51 28a15 15 0 0 1 8-6" strokeWidth="2.5" />
    </svg>
  );
}

/** A phone with an arrow: app download and update. */
export function PhoneArt({ update = false }: { update?: boolean }) {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <rect className={fill.ink} x="27" y="8" width="42" height="80" rx="9" />
      <rect className={fill.primary} x="31" y="16" width="34" height="62" rx="4" />
      <rect className={fill.shine} x="33" y="18" width="6" height="58" rx="3" opacity=".5" />
      <rect className={fill.dieWhite} x="42" y="11" width="12" height="2.5" rx="1.25" />
      {update ? (
        <path className={stroke.onPrimary} d="M38 47a10 10 0 1 1 3 7M38 47v-7M38 47h7" strokeWidth="3.5" />
      ) : (
        <path className={stroke.onPrimary} d="M48 30v26M39 47l9 9 9-9M38 64h20" strokeWidth="3.5" />
      )}
    </svg>
  );
}

/** A red envelope with a gold coin seal (red bag, spec §2); opened, coins rise from it. */
export function RedBagArt({ opened = false }: { opened?: boolean }) {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      {opened ? (
        <>
          <circle className={fill.gold} cx="36" cy="20" r="8" />
          <circle className={fill.gold} cx="58" cy="14" r="7" />
          <circle className={stroke.shade} cx="36" cy="20" r="5" strokeWidth="1.5" />
          <circle className={stroke.shade} cx="58" cy="14" r="4.5" strokeWidth="1.5" />
        </>
      ) : null}
      <rect className={fill.danger} x="20" y="18" width="56" height="70" rx="8" />
      <rect className={fill.shade} x="62" y="18" width="14" height="70" rx="7" opacity=".5" />
      {opened ? (
        <path className={fill.ruby} d="M20 30l28 16 28-16v-4a8 8 0 0 0-8-8H28a8 8 0 0 0-8 8z" />
      ) : (
        <path className={fill.ruby} d="M20 26a8 8 0 0 1 8-8h40a8 8 0 0 1 8 8v12L48 52 20 38z" />
      )}
      <path className={stroke.gold} d="M26 80h44" strokeWidth="2" />
      <circle className={fill.gold} cx="48" cy="50" r="11" />
      <circle className={stroke.shade} cx="48" cy="50" r="8" strokeWidth="1.5" />
      <rect className={fill.danger} x="44.5" y="46.5" width="7" height="7" rx="1" />
    </svg>
  );
}

/** A framed prize wheel with its pointer: spin and luck results. */
export function WheelArt() {
  const paints = ['accent', 'danger', 'primary', 'dieWhite'] as const;
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <circle className={fill.primaryDeep} cx="48" cy="52" r="38" />
      {paints.flatMap((paint, i) =>
        [0, 4].map((k) => {
          const a0 = ((i + k) * Math.PI) / 4;
          const a1 = ((i + k + 1) * Math.PI) / 4;
          const p = (a: number) => `${(48 + 32 * Math.sin(a)).toFixed(2)} ${(52 - 32 * Math.cos(a)).toFixed(2)}`;
          return <path key={`${i}-${k}`} className={fill[paint]} d={`M48 52L${p(a0)}A32 32 0 0 1 ${p(a1)}z`} />;
        }),
      )}
      {Array.from({ length: 8 }, (_, i) => (
        <circle key={i} className={fill.accent} cx={48 + 35 * Math.sin((i * Math.PI) / 4 + Math.PI / 8)} cy={52 - 35 * Math.cos((i * Math.PI) / 4 + Math.PI / 8)} r="1.8" />
      ))}
      <circle className={fill.gold} cx="48" cy="52" r="8" />
      <path className={fill.danger} d="M40 6h16l-8 18z" />
      <circle className={fill.gold} cx="48" cy="11" r="3" />
    </svg>
  );
}

/** A calendar page with today ticked: the daily sign-in. */
export function CalendarArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <rect className={fill.dieWhite} x="16" y="20" width="64" height="62" rx="8" />
      <rect className={stroke.shade} x="16" y="20" width="64" height="62" rx="8" strokeWidth="1.5" />
      <path className={fill.danger} d="M16 28a8 8 0 0 1 8-8h48a8 8 0 0 1 8 8v8H16z" />
      <path className={stroke.ink} d="M32 14v12M64 14v12" strokeWidth="4" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} className={i < 5 ? fill.gold : fill.sunken} x={24 + (i % 4) * 13} y={44 + Math.floor(i / 4) * 15} width="9" height="9" rx="2" />
      ))}
      <circle className={fill.success} cx="70" cy="72" r="13" />
      <path className={stroke.dieWhite} d="M64 72l4.5 4.5L77 67" strokeWidth="3.5" />
    </svg>
  );
}

/** The child app's phone handing the player, balance and all, over to the main app's: migration (spec §4). */
export function MigrateArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      {/* The app being left: smaller, its screen dimmed. */}
      <rect className={fill.ink} x="8" y="34" width="30" height="52" rx="6" />
      <rect className={fill.sunken} x="11.5" y="40" width="23" height="38" rx="3" />
      <circle className={fill.shade} cx="23" cy="53" r="5" />
      <path className={fill.shade} d="M14 72a9 9 0 0 1 18 0z" />
      {/* The main app: larger, lit in the brand colour, the player already there. */}
      <rect className={fill.ink} x="52" y="16" width="36" height="70" rx="7" />
      <rect className={fill.primary} x="56" y="24" width="28" height="54" rx="3" />
      <rect className={fill.shine} x="58" y="26" width="4" height="50" rx="2" opacity=".5" />
      <rect className={fill.dieWhite} x="66" y="19.5" width="8" height="2" rx="1" />
      <circle className={fill.dieWhite} cx="70" cy="44" r="7" />
      <path className={fill.dieWhite} d="M58 66a12 12 0 0 1 24 0z" />
      {/* The hand-over: an arc from one to the other, a gold coin riding it. */}
      <path className={stroke.accent} d="M22 30C24 12 40 6 50 10" strokeWidth="4" />
      <path className={fill.accent} d="M47 3l9 8.5-11.5 4z" />
      <circle className={fill.gold} cx="30" cy="15" r="7.5" />
      <circle className={stroke.shade} cx="30" cy="15" r="4.5" strokeWidth="1.5" />
      <circle className={fill.success} cx="82" cy="78" r="9" />
      <path className={stroke.dieWhite} d="M77.5 78l3 3 6-6.5" strokeWidth="3" />
    </svg>
  );
}

/** Two friends side by side and a gold plus badge: invites. */
export function InviteArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      {/* The friend behind. */}
      <path className={fill.primaryDeep} d="M44 84a22 22 0 0 1 44 0z" />
      <circle className={fill.skinDeep} cx="66" cy="44" r="12" />
      <path className={fill.hair} d="M54 42a12 12 0 0 1 24 0c-4-4-10-6-16-4-3 1-6 2-8 4z" />
      {/* The player in front. */}
      <path className={fill.primary} d="M12 88a26 26 0 0 1 52 0z" />
      <path className={fill.shine} d="M20 80a20 20 0 0 1 10-12" opacity=".4" />
      <circle className={fill.skin} cx="38" cy="46" r="15" />
      <path className={fill.hair} d="M23 44a15 15 0 0 1 30 0c-6-6-16-7-22-3-3 1-6 2-8 3z" />
      <circle className={fill.ink} cx="33" cy="48" r="1.8" />
      <circle className={fill.ink} cx="43" cy="48" r="1.8" />
      <path className={stroke.ink} d="M33.5 54a6 6 0 0 0 9 0" strokeWidth="2" />
      {/* The plus badge: one more friend. */}
      <circle className={fill.gold} cx="76" cy="20" r="13" />
      <circle className={stroke.shade} cx="76" cy="20" r="10" strokeWidth="1.5" />
      <path className={stroke.dieWhite} d="M76 13.5v13M69.5 20h13" strokeWidth="4" />
    </svg>
  );
}

/** An open door with warm light spilling out and an arrow stepping through: log out. */
export function DoorArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <path className={fill.accent} d="M22 86h40l18 6H10z" opacity=".3" />
      <rect className={fill.primaryDeep} x="18" y="10" width="46" height="76" rx="5" />
      {/* The doorway's light, and the door swung open into the room. */}
      <rect className={fill.accent} x="24" y="16" width="34" height="70" rx="2" opacity=".45" />
      <path className={fill.primary} d="M24 16l22 6v70l-22-6z" />
      <path className={fill.shade} d="M40 20.4l6 1.6v70l-6-1.6z" />
      <path className={fill.shine} d="M27 20l3 .8v60l-3-.8z" opacity=".6" />
      <circle className={fill.gold} cx="41" cy="54" r="3" />
      {/* The way out. */}
      <circle className={fill.gold} cx="74" cy="50" r="16" />
      <circle className={fill.shade} cx="76" cy="52" r="14" opacity=".35" />
      <path className={stroke.onAccent} d="M66 50h15M75 43.5l6.5 6.5-6.5 6.5" strokeWidth="4" />
    </svg>
  );
}

/** A gold-rimmed shield with a tick: binding a phone or email, and the age check (account safety). */
export function ShieldArt() {
  return (
    <svg className={popupArt} viewBox="0 0 96 96" {...svgProps}>
      <Glow />
      <path className={fill.gold} d="M48 8l32 11v23c0 21-14 38-32 46-18-8-32-25-32-46V19z" />
      <path className={fill.shade} d="M48 8l32 11v23c0 21-14 38-32 46z" opacity=".5" />
      <path className={fill.primary} d="M48 15.5l25 8.5v18c0 17-11 30.5-25 37.5-14-7-25-20.5-25-37.5V24z" />
      <path className={fill.primaryDeep} d="M48 15.5l25 8.5v18c0 17-11 30.5-25 37.5z" />
      <path className={stroke.shine} d="M28 28v14c0 8 3 15 8 21" strokeWidth="3" opacity=".55" />
      <circle className={fill.success} cx="48" cy="47" r="15" />
      <path className={stroke.dieWhite} d="M40.5 47.5l5.5 5.5 10-11" strokeWidth="4.5" />
      <path className={fill.accent} d="M48 1.5l1.6 3.4 3.7.5-2.7 2.6.7 3.7-3.3-1.8-3.3 1.8.7-3.7-2.7-2.6 3.7-.5z" />
    </svg>
  );
}
