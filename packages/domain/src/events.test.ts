import { describe, expect, it } from 'vitest';
import {
  EVENT_BRAND_H5_ENTER,
  EVENT_NEW_APP_ENTER,
  REPORTABLE_EVENTS,
  TRACKED_EVENTS,
  eventTransportFor,
  isReportableEvent,
  shouldReportEvent,
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
