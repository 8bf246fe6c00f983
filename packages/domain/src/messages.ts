// The catalogue of user-facing messages (spec §5 and §8). The server puts the English text in the
// envelope's `message`; the front end shows the translation of the same key (packages/i18n has a
// key `messages.<key>` for each entry, checked by a test there).

/**
 * Every user message the product can show for an error or refusal, keyed by a stable id.
 * The first group is spec §8 verbatim; the second covers spec §5 validation; the third is ours,
 * for server behaviour the spec does not show (codes, limits, sessions).
 */
export const MESSAGES = {
  // spec §8 user messages
  usernameOrPasswordIncorrect: 'Username or password incorrect.',
  accountAlreadyRegistered: 'This account is already registered.',
  enterCorrectPhone: 'Please enter the correct phone number.',
  enterCorrectAccountOrPassword: 'Please enter the correct account or password.',
  checkInformation: 'Please check whether the information is correct.',
  installFacebook: 'Please download and install Facebook.',
  googleNotInstalled: 'Google is not installed.',
  insufficientAvailableBalance: 'Insufficient available balance.',
  withdrawalCountLimit: 'The number of withdrawals has reached the upper limit.',
  withdrawalHours: 'Withdrawal time is 7:00-19:00.',
  outsidePickUpTime: 'It is outside the pick-up time.',
  orderGenerationFailed: 'Order generation failed, please try again later.',
  networkAnomaly: 'Network anomaly, please try again later.',
  nameEditFailed: 'Name edit failed.',
  noBalance: 'You have no balance.',
  insufficientFundsDeposit: 'Insufficient funds, deposit immediately.',
  gcashPhoneMismatch:
    'GCash account and phone number do not match. Funds cannot be recovered if entered wrongly.',
  copyFailed: 'Copy failed.',
  eventClosed: 'The event has been closed.',
  geolocationUnsupported: 'browser does not support geolocation',
  geolocationFailed: 'Unable to get your location.',
  googleClientIdRequired: 'clientId is required',
  // spec §5 validation
  passwordInvalid: 'Password must be at least 6 characters with no spaces.',
  codeInvalid: 'Please enter the 6-digit code.',
  securityPhoneInvalid: 'Please enter a 10-digit phone number.',
  nameRequired: 'Please enter your name.',
  nameInvalid: 'Please enter a valid name.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email.',
  phoneRequired: 'Please enter your phone number.',
  cpfRequired: 'Please enter your CPF/CNPJ.',
  cpfInvalid: 'Please enter a valid CPF/CNPJ.',
  informationRequired: 'Please fill in all required information.',
  inviteCodeInvalid: 'Invalid invite code.',
  amountRequired: 'Please enter an amount.',
  amountBelowMin: 'The amount is below the minimum.',
  amountAboveMax: 'The amount is above the maximum.',
  // ours: server behaviour the spec does not show
  codeIncorrect: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many wrong codes. Please request a new one.',
  codeResendTooSoon: 'Please wait before requesting another code.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please log in again.',
  accountNotFound: 'This account is not registered.',
  invalidRequest: 'Please check whether the information is correct.',
  notFound: 'Not found.',
  serverError: 'Network anomaly, please try again later.',
  securityChangeBlock: 'Withdrawals are blocked for 24 hours after a password or security change.',
  cashOutWindowClosed: 'Cash out is not available at this time.',
  alreadyBound: 'This can be bound only once and cannot be changed.',
  alreadySignedIn: 'You have already signed in today.',
  notEnoughPoints: 'Not enough points.',
  nothingToClaim: 'There is nothing to claim.',
  paymentFailed: 'Payment failed.',
  featureDisabled: 'This feature is not available.',
  withdrawalPhoneRequired: 'Please bind and verify your phone number before cashing out.',
  withdrawalProofRequired: 'Please enter your password or the code sent to your phone.',
  withdrawalCodeRequired: 'A new account needs the code sent to your phone.',
  passwordIncorrect: 'The password is incorrect.',
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  loginLocked: 'Too many wrong passwords. Please wait a few minutes or log in with an SMS code.',
  smsDailyLimit: 'Too many codes requested today. Please try again tomorrow.',
  serverBusy: 'The server is busy, please try again in a moment.',
  idempotencyKeyReused: 'This request key was already used for a different request.',
  requestInProgress: 'This request is already being processed. Please check your records before trying again.',
  tradeTooManyOpenOrders: 'You have too many open trades. Please wait for one to close.',
  tradeDemoResetOpenOrders: 'Your demo trades are still open. Reset the demo balance after they close.',
  lottoSalesClosed: 'Sales have closed for this draw.',
  // an in-house bet that arrives after its round's betting phase ended (or for a round gone by)
  bettingClosed: 'Betting has closed for this round. Please bet on the next one.',
  // a withdrawal's speed-up and rating (spec §5 cash-out boost and comment; ours)
  withdrawalBoostNotPending: 'Only a withdrawal that is still processing can be sped up.',
  withdrawalBoostTooSoon: 'You already asked to speed up this withdrawal in the last hour. Our team is on it.',
  withdrawalRateNotPaid: 'Only a withdrawal that has been paid out can be rated.',
  withdrawalAlreadyRated: 'You have already rated this withdrawal.',
  withdrawalRatingInvalid: 'Please choose from 1 to 5 stars.',
  withdrawalCommentTooLong: 'Please keep your comment to 160 characters or fewer.',
  withdrawalCommentInvalid: 'Please remove the special characters from your comment.',
  // player protection (issue 15)
  birthdayRequired: 'Please enter your date of birth to continue.',
  birthdayInvalid: 'Please enter a real date of birth.',
  ageRestricted21: 'You must be 21 or older to play.',
  ageRestricted18: 'You must be 18 or older to play.',
  depositLimitReached: 'This deposit is over the deposit limit you set.',
  lossLimitReached: 'This bet is over the loss limit you set.',
  sessionLimitReached: 'You have reached the play-time limit you set.',
  accountExcluded: 'Your account is on the break you chose. You can still withdraw and see your records.',
  kycRequired: 'Please verify your identity before your first deposit.',
  notInMarket: 'This is not offered in your country.',
  // promotion integrity (spec §6: one account and one IP per player; the operator may block for fraud)
  accountFrozen: 'Your account is under review and its balance is on hold. Please contact support.',
  onePerPlayer: 'This promotion is for one account per player. Another account on this device or network already has it.',
  taxIdNotInMarket: 'A CPF/CNPJ is only used for payments in Brazil. Please leave it out.',
  agencyCodeNotInMarket: 'An agency code is only used for banks in Brazil. Please leave it out.',
  documentNumberInvalid: 'Please enter the document number as it is printed.',
  selfieInvalid: 'Please take a photo (JPEG or PNG).',
  selfieTooLarge: 'The photo is too large. Please take a smaller one.',
  selfieUnreadable: 'This photo could not be read. Please take a new photo (JPEG or PNG).',
  selfieSize: 'The photo must be 64 to 12,000 pixels on each side and at most 24 megapixels.',
  kycDocumentInUse: 'This identity document is already verified on another account. One person may hold only one account.',
  exclusionCannotShorten: 'A break you chose can only be made longer, not shorter.',
  exclusionNotLiftable: 'This self-exclusion cannot be ended yet.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The English text of a message (the server's envelope language) (spec §8). */
export function messageText(key: MessageKey): string {
  return MESSAGES[key];
}
