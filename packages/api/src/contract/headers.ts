// Request header names of the x2 API (spec §7). The spec names what is sent, not the header
// spelling; we use lower case because HTTP/2 and Node lower-case header names anyway.

export const HEADERS = {
  /** Session token from login/register (absent for noAuth calls). */
  token: 'token',
  /** The logged-in user's id (the stored "user id header value", spec §3). */
  userId: 'uid',
  /** Google advertising id of the Android wrapper (device app_id, spec §3). */
  gaid: 'gaid',
  /** Id returned by /x2/device/getInfoId. */
  deviceInfoId: 'deviceinfoid',
  /** Facebook browser id cookie. */
  fbp: 'fbp',
  /** Facebook click id cookie. */
  fbc: 'fbc',
  fbCollectId: 'fbcollectid',
  /** AppsFlyer id: register/login calls only (spec §7). */
  afId: 'afid',
  /** Facebook install id: register/login calls only (spec §7). */
  fbInsId: 'fbinsid',
  /**
   * The brand app's code (BrandConfig.appCode, spec §3 app code): recorded on the account at
   * sign-up, and what an anonymous call's game switches follow (issue 11; never the Origin).
   */
  appCode: 'appcode',
  /**
   * The player's interface language (a LOCALES code): the operator's texts (missions, promotions,
   * banners, VIP levels, offers) come back in it, English when it has none (issue 23, our design).
   */
  locale: 'accept-language',
  /**
   * One per user action on a money-moving endpoint (`options.movesMoney`), the same on a retry of
   * that action: the server moves money once per key (issue 13, our design; 1-255 visible ASCII).
   */
  idempotencyKey: 'idempotency-key',
} as const;

export type HeaderKey = keyof typeof HEADERS;
