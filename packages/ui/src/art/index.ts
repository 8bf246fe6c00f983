// `@perya/ui/art`: the product's drawn art (SVG components painted with theme tokens). Pages that
// show it sit in lazy chunks; home reaches the in-house thumbnails through LazyInHouseThumb.
export { ArtFrame, Gradient } from './ArtFrame';
export type { ArtFrameProps } from './ArtFrame';
export { CHANNEL_MARKS, ChannelMark } from './ChannelMark';
export type { ChannelMarkKind, ChannelMarkProps } from './ChannelMark';
export { IN_HOUSE_ART, InHouseThumb } from './InHouseThumb';
export type { InHouseThumbProps } from './InHouseThumb';
export { LazyInHouseThumb } from './LazyInHouseThumb';
export { fill as artFill, stop as artStop, stroke as artStroke } from './art.css';
export type { Paint as ArtPaint } from './art.css';
export { CalendarArt, ClockArt, CoinsArt, DoorArt, GiftArt, InviteArt, MigrateArt, PhoneArt, RedBagArt, ShieldArt, TrophyArt, WheelArt } from './PopupArt';
export { VIP_BADGE_COUNT, VipBadge, vipBadgeIndex } from './VipBadge';
export type { VipBadgeProps } from './VipBadge';
export { LazyPromoCard, PromoCardPlaceholder } from './LazyPromoCard';
export { PROMO_MOTIF_ART, PROMO_MOTIFS, PromoCard } from './PromoCard';
export { WELCOME_SCENES, WelcomeArt } from './WelcomeArt';
export type { WelcomeArtProps, WelcomeScene } from './WelcomeArt';
export type { PromoCardProps, PromoLayout, PromoMotif } from './PromoCard';
export { SAFER_PLAY_MOTIFS, SaferPlayArt } from './SaferPlayArt';
export type { SaferPlayArtProps, SaferPlayMotif } from './SaferPlayArt';
