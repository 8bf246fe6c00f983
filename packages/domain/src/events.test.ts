import { describe, expect, it } from 'vitest';
import {
  EVENT_BRAND_H5_ENTER,
  EVENT_NEW_APP_ENTER,
  AD_FIELD_MAX,
  REPORTABLE_EVENTS,
  TRACKED_EVENTS,
  adTrackingPayload,
  eventTransportFor,
  isReportableEvent,
  isTrackedEvent,
  shouldReportEvent,
  shouldTrackEvent,
} from './events';

describe('spec §5 event whitelist', () => {
  it('has exactly the ten events of the fixed map', () => {
    expect(Object.keys(REPORTABLE_EVENTS)).toHaveLength(10);
    expect(EVENT_BRAND_H5_ENTER).toBe('brandH5.enter');
    expect(EVENT_NEW_APP_ENTER).toBe('newApp.enter');
    for (const name of Object.values(REPORTABLE_EVENTS)) expect(isReportableEvent(name)).toBe(true);
  });
  it('does not send other events', () => {
    for (const name of Object.values(TRACKED_EVENTS)) expect(isReportableEvent(name)).toBe(false);
    expect(isReportableEvent('')).toBe(false);
    expect(isReportableEvent('BRANDH5.ENTER')).toBe(false);
  });
});

describe('spec §6 event transport', () => {
  it('sends nothing when the main-app flag is set', () => {
    expect(eventTransportFor({ mainAppFlag: true, inviteH5: true })).toBe('none');
    expect(shouldReportEvent(EVENT_BRAND_H5_ENTER, true)).toBe(false);
    expect(shouldReportEvent(EVENT_BRAND_H5_ENTER, false)).toBe(true);
    expect(shouldReportEvent('deposit.click', false)).toBe(false);
  });
  it('uses the attribution service for invite H5, else the native bridge', () => {
    expect(eventTransportFor({ mainAppFlag: false, inviteH5: true })).toBe('attribution');
    expect(eventTransportFor({ mainAppFlag: false, inviteH5: false })).toBe('androidBridge');
  });
});

describe('spec §5 other tracked events', () => {
  it('names each tracked event of the spec once, none of them in the fixed map', () => {
    const names = Object.values(TRACKED_EVENTS);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(TRACKED_EVENTS)).toEqual([
      'depositClick', 'login', 'googleLogin', 'facebookLogin', 'firstOpen', 'inviteTab', 'rewardTab', 'share',
      'cashOutBoost', 'cashOutComment', 'popupShow', 'apkDownload', 'registerPage', 'bonusMenu',
    ]);
    for (const name of names) {
      expect(isTrackedEvent(name)).toBe(true);
      expect(isReportableEvent(name)).toBe(false);
    }
    expect(isTrackedEvent('brandH5.enter')).toBe(false);
    expect(isTrackedEvent('LOGIN')).toBe(false);
  });
  it('spec §6: tracked events leave the page unless the main-app flag is set', () => {
    expect(shouldTrackEvent(TRACKED_EVENTS.login, false)).toBe(true);
    expect(shouldTrackEvent(TRACKED_EVENTS.login, true)).toBe(false);
    expect(shouldTrackEvent('brandH5.enter', false)).toBe(false);
  });
});

describe('spec §7 ad-tracking POST (tracking_code, event_type, fbc, fbp, fbclid, fingerId)', () => {
  const click = { tracking_code: 'cmp-7', fbc: 'fb.1.1.abc', fbp: 'fb.1.2.3', fbclid: 'abc', fingerId: 'f1' };
  it('carries the stored ad click and the tracked event as event_type', () => {
    expect(adTrackingPayload(TRACKED_EVENTS.depositClick, click)).toEqual({
      tracking_code: 'cmp-7',
      event_type: 'deposit.click',
      fbc: 'fb.1.1.abc',
      fbp: 'fb.1.2.3',
      fbclid: 'abc',
      fingerId: 'f1',
    });
  });
  it('sends every field, empty when unknown, cut to the field limit', () => {
    const p = adTrackingPayload(TRACKED_EVENTS.login, { fbclid: ` ${'x'.repeat(AD_FIELD_MAX + 10)} ` });
    expect(p).toEqual({ tracking_code: '', event_type: 'login', fbc: '', fbp: '', fbclid: 'x'.repeat(AD_FIELD_MAX), fingerId: '' });
  });
  it('sends nothing for a player who did not arrive from an ad, or for an event that is not tracked', () => {
    expect(adTrackingPayload(TRACKED_EVENTS.login, {})).toBeNull();
    expect(adTrackingPayload(TRACKED_EVENTS.login, { fbp: 'fb.1.2.3', fingerId: 'f1' })).toBeNull();
    expect(adTrackingPayload('brandH5.enter', click)).toBeNull();
    expect(adTrackingPayload('made.up', click)).toBeNull();
  });
});
