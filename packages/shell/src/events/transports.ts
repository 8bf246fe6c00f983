// Event transports of spec §6: none (main app), the native Android bridge (pushCustom with the
// event name as bytes), or the attribution service (invite-brand H5, POST event-report).
import type { EventTransportKind } from '../brand/BrandConfig';
import type { AndroidBridge } from '../platform/bridge';
import { utf8Bytes } from '../platform/bridge';

/** The event-report payload of spec §3. */
export interface EventReportPayload {
  readonly eventType: string;
  readonly eventValue: string;
  readonly appCode: string;
  readonly gaId: string;
  readonly userId: string;
  readonly h5Id: string;
  readonly aaid: string;
}

export interface EventTransport {
  readonly kind: EventTransportKind;
  /** Resolves true when the event left the page. Never rejects: logging errors are swallowed (spec §8). */
  send(payload: EventReportPayload): Promise<boolean>;
  /**
   * One of the other tracked events (spec §5), never the event-report call: the bridge's pushCustom,
   * or the attribution service's push (/x2/temporaryPushBranch, event and device object). Resolves
   * true when it left the page; never rejects.
   */
  push(eventType: string): Promise<boolean>;
}

export interface TransportDeps {
  /** Looks the bridge up at send time: the wrapper may inject it after the page loaded. */
  bridge(): AndroidBridge | null;
  /** POST /x2/user-behavior/event-report through the api client. */
  postEventReport(payload: EventReportPayload): Promise<unknown>;
  /** POST /x2/temporaryPushBranch (event, deviceInfo) through the api client. */
  postPushBranch?(event: string): Promise<unknown>;
}

function pushCustom(deps: TransportDeps, eventType: string): Promise<boolean> {
  const bridge = deps.bridge();
  if (!bridge || typeof bridge.pushCustom !== 'function') return Promise.resolve(false);
  try {
    bridge.pushCustom(utf8Bytes(eventType));
    return Promise.resolve(true);
  } catch (_) {
    return Promise.resolve(false);
  }
}

const swallowed = (call: Promise<unknown>): Promise<boolean> =>
  call.then(
    () => true,
    () => false,
  );

export function createTransport(kind: EventTransportKind, deps: TransportDeps): EventTransport {
  switch (kind) {
    case 'none':
      return { kind, send: () => Promise.resolve(false), push: () => Promise.resolve(false) };
    case 'androidBridge':
      return {
        kind,
        send: (payload) => pushCustom(deps, payload.eventType),
        push: (eventType) => pushCustom(deps, eventType),
      };
    case 'attribution':
      return {
        kind,
        send: (payload) => swallowed(deps.postEventReport(payload)),
        push: (eventType) => (deps.postPushBranch ? swallowed(deps.postPushBranch(eventType)) : Promise.resolve(false)),
      };
  }
}
