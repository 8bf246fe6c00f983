// Which user-behaviour events are reported (spec §5 fixed map) and through what (spec §6).

/**
 * spec §5 the fixed map of reportable events: name → the eventType sent. Only these are sent
 * (POST /x2/user-behavior/event-report or the native bridge). The 'area.action' names follow
 * the spec's own 'brandH5.enter' and 'newApp.enter'.
 */
export const REPORTABLE_EVENTS = {
  emergencyPageEnter: 'emergencyPage.enter',
  h5ButtonClick: 'h5Button.click',
  apkButtonClick: 'apkButton.click',
  saveImageClick: 'saveImage.click',
  telegramClick: 'telegram.click',
  popupBonus: 'popup.bonus',
  brandH5Enter: 'brandH5.enter',
  upgradeClick: 'upgrade.click',
  newAppEnter: 'newApp.enter',
  newAppRecharge: 'newApp.recharge',
} as const;

export type ReportableEventName = keyof typeof REPORTABLE_EVENTS;
export type ReportableEvent = (typeof REPORTABLE_EVENTS)[ReportableEventName];

/** spec §5 one constant per whitelisted event, for callers that name a single event. */
export const EVENT_EMERGENCY_PAGE_ENTER = REPORTABLE_EVENTS.emergencyPageEnter;
export const EVENT_H5_BUTTON_CLICK = REPORTABLE_EVENTS.h5ButtonClick;
export const EVENT_APK_BUTTON_CLICK = REPORTABLE_EVENTS.apkButtonClick;
export const EVENT_SAVE_IMAGE_CLICK = REPORTABLE_EVENTS.saveImageClick;
export const EVENT_TELEGRAM_CLICK = REPORTABLE_EVENTS.telegramClick;
export const EVENT_POPUP_BONUS = REPORTABLE_EVENTS.popupBonus;
export const EVENT_BRAND_H5_ENTER = REPORTABLE_EVENTS.brandH5Enter;
export const EVENT_UPGRADE_CLICK = REPORTABLE_EVENTS.upgradeClick;
export const EVENT_NEW_APP_ENTER = REPORTABLE_EVENTS.newAppEnter;
export const EVENT_NEW_APP_RECHARGE = REPORTABLE_EVENTS.newAppRecharge;

const REPORTABLE = new Set<string>(Object.values(REPORTABLE_EVENTS));

/** spec §5: an event is sent only if it is in the fixed map; others are not sent. */
export function isReportableEvent(eventType: string): eventType is ReportableEvent {
  return REPORTABLE.has(eventType);
}

/**
 * spec §5 other tracked events: deposit click, login, Google and Facebook login, first open, invite
 * and reward tabs, share, cash-out boost and comment buttons, popups, APK download, register page,
 * bonus menu. Never the event-report call (only the fixed map is sent there): they go through the
 * brand's transport (the native bridge's pushCustom, or the attribution service's push) and, for a
 * player who arrived from an ad, the ad-tracking POST as its event_type (spec §7).
 */
export const TRACKED_EVENTS = {
  depositClick: 'deposit.click',
  login: 'login',
  googleLogin: 'googleLogin',
  facebookLogin: 'facebookLogin',
  firstOpen: 'firstOpen',
  inviteTab: 'inviteTab.click',
  rewardTab: 'rewardTab.click',
  share: 'share.click',
  cashOutBoost: 'cashOutBoost.click',
  cashOutComment: 'cashOutComment.click',
  popupShow: 'popup.show',
  apkDownload: 'apk.download',
  registerPage: 'registerPage.enter',
  bonusMenu: 'bonusMenu.click',
} as const;

export type TrackedEventName = keyof typeof TRACKED_EVENTS;
export type TrackedEvent = (typeof TRACKED_EVENTS)[TrackedEventName];

const TRACKED = new Set<string>(Object.values(TRACKED_EVENTS));

/** spec §5: one of the other tracked events (never sent to the event-report call). */
export function isTrackedEvent(eventType: string): eventType is TrackedEvent {
  return TRACKED.has(eventType);
}

/** spec §3 adData: the ad click a player arrived with (stored on the device). */
export interface AdClick {
  readonly tracking_code?: string | undefined;
  readonly fbc?: string | undefined;
  readonly fbp?: string | undefined;
  readonly fbclid?: string | undefined;
  readonly fingerId?: string | undefined;
}

/** spec §7 "Ad tracking POST to an external ad system: tracking_code, event_type, fbc, fbp, fbclid, fingerId". */
export interface AdTrackingPayload {
  readonly tracking_code: string;
  readonly event_type: TrackedEvent;
  readonly fbc: string;
  readonly fbp: string;
  readonly fbclid: string;
  readonly fingerId: string;
}

/** Longest value of one ad field that is passed on (the landing URL's values are cut to it when stored). */
export const AD_FIELD_MAX = 512;

/**
 * spec §3, §5, §7: the ad-tracking POST of a tracked event, or null when there is none to send: the
 * event is not one of the tracked events, or the player did not arrive from an ad (no tracking
 * code, click id or click cookie: an ad system can attribute nothing else).
 */
export function adTrackingPayload(eventType: string, click: AdClick): AdTrackingPayload | null {
  if (!isTrackedEvent(eventType)) return null;
  const field = (v: string | undefined) => (v ?? '').trim().slice(0, AD_FIELD_MAX);
  const payload: AdTrackingPayload = {
    tracking_code: field(click.tracking_code),
    event_type: eventType,
    fbc: field(click.fbc),
    fbp: field(click.fbp),
    fbclid: field(click.fbclid),
    fingerId: field(click.fingerId),
  };
  return payload.tracking_code === '' && payload.fbclid === '' && payload.fbc === '' ? null : payload;
}

/** spec §6 event transports: none (main app), the native Android bridge, or the attribution service. */
export type EventTransportChoice = 'none' | 'androidBridge' | 'attribution';

/**
 * spec §6: no events when the main-app system flag is set; otherwise the invite-brand H5 reports
 * through the attribution service (event-report call) and other apps through the native bridge.
 */
export function eventTransportFor(input: { readonly mainAppFlag: boolean; readonly inviteH5: boolean }): EventTransportChoice {
  if (input.mainAppFlag) return 'none';
  return input.inviteH5 ? 'attribution' : 'androidBridge';
}

/** spec §5/§6: whether an event leaves the page: in the fixed map and the main-app flag off. */
export function shouldReportEvent(eventType: string, mainAppFlag: boolean): boolean {
  return !mainAppFlag && isReportableEvent(eventType);
}

/**
 * spec §5/§6: whether a tracked event goes through the brand's transport (the native bridge, or the
 * attribution service's push): one of the tracked events and the main-app flag off, as for the
 * fixed map. The ad-tracking POST is the operator's own ad system and does not depend on the flag.
 */
export function shouldTrackEvent(eventType: string, mainAppFlag: boolean): boolean {
  return !mainAppFlag && isTrackedEvent(eventType);
}
