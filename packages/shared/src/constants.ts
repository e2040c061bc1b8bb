/** Business constants of spec section 9. */
export const SUCCESS_MESSAGE_DURATION_MS = 6000;
export const WHATS_NEW_CLICK_DELAY_MS = 100;
export const DRAWER_WIDTH = 280;
export const UNLIMITED = -1;
export const GREETING_VIDEOS_PER_DAY_PRESET = 3;
export const CHECKOUT_THEME_COLOR = '#2d9bea';
export const START_YEAR = 1950;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const CUSTOM_PLAN_ID = 'CUSTOM_PLAN';
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const PASSWORD_MIN_LENGTH = 8;

export const TEXTS = {
  authFailed: 'Failed to authenticate user',
  paymentSuccess: 'Your payment was successful!',
  doNotRefresh: 'Please do not refresh this page while updating payment',
  connectWithAdminTitle: 'Connect with admin',
  connectWithAdmin: 'Please connect with admin to purchase subscription plan.',
  confirmPdfPayment: 'Are you sure you want to update payment for this single purchase pdf id card?',
  confirmVideoPayment: 'Are you sure you want to update payment for this single purchase promotional video?',
  confirmUpgrade: 'Are you sure you want to upgrade plan for this business?',
  oneCardTitle: 'One Card per Business',
  oneCardText:
    'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.',
  oneCardButton: 'Add new business',
  reportDownloaded: 'Report is downloaded',
} as const;

/**
 * The customer session tracker (spec sections 1, 7 "Logging" and 9; schemas/analytics.ts): a session
 * ends after 30 minutes without activity, its activity time is refreshed at most every 5 s, and
 * events go to the server in batches of at most 50.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_REFRESH_THROTTLE_MS = 5_000;
export const MAX_LOG_EVENTS = 50;

/**
 * The ids of the JSON script elements the server puts into the panel's index.html
 * (apps/server/src/web-app.ts) and the web app reads: the host's agency details, and a signed-in
 * person's first answers.
 */
export const AGENCY_DETAILS_ELEMENT_ID = 'agency-details';
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';
