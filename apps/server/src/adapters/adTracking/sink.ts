// The ad-tracking port (spec §7 "Ad tracking POST to an external ad system: tracking_code,
// event_type, fbc, fbp, fbclid, fingerId"): the operator points AD_TRACKING_URL at its ad system and
// each tracked event of a player who arrived from an ad is POSTed there as JSON; unset, nothing is sent.
import type { AdTrackingPayload } from '@perya/domain';

export interface AdTrackingSink {
  /** Passes one event on. Never rejects: a failing ad system costs the player nothing (spec §8). */
  send(payload: AdTrackingPayload): Promise<void>;
}

/** No ad system configured: every event is dropped, nothing leaves the server. */
export const silentAdTrackingSink: AdTrackingSink = { send: () => Promise.resolve() };

export interface HttpAdTrackingOptions {
  readonly url: string;
  /** How long one POST may take before it is given up (the ad system is never waited on by a player). */
  readonly timeoutMs?: number;
  /** Told when a POST fails, with the status or the error's name (never the payload). */
  readonly onFailure?: (reason: string) => void;
  readonly fetch?: typeof fetch;
}

export const AD_TRACKING_TIMEOUT_MS = 5_000;

/** POSTs each event as JSON, exactly the spec's six fields, to the operator's ad system. */
export function createHttpAdTrackingSink(options: HttpAdTrackingOptions): AdTrackingSink {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? AD_TRACKING_TIMEOUT_MS;
  return {
    async send(payload) {
      const body = JSON.stringify({
        tracking_code: payload.tracking_code,
        event_type: payload.event_type,
        fbc: payload.fbc,
        fbp: payload.fbp,
        fbclid: payload.fbclid,
        fingerId: payload.fingerId,
      });
      try {
        const res = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        // The answer's body is of no use here; read it so the connection is freed.
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok) options.onFailure?.(`HTTP ${res.status}`);
      } catch (error) {
        options.onFailure?.(error instanceof Error ? error.name : 'error');
      }
    },
  };
}

/** The sink the configuration asks for: the operator's ad system, or silence when unset. */
export function adTrackingSinkFor(url: string | undefined, onFailure?: (reason: string) => void): AdTrackingSink {
  return url === undefined ? silentAdTrackingSink : createHttpAdTrackingSink({ url, ...(onFailure ? { onFailure } : {}) });
}
