/** behaviour §5's validation messages, word for word; the forms and the handlers show the same text. */
export const MESSAGES = {
  goalTitleMin: 'Title must be at least 3 characters',
  roadmapTitleMin: 'Title must be at least 3 characters',
  roadmapTitleMax: 'Title must be less than 140 characters',
  roadmapDescriptionMax: 'Description must be less than 280 characters',
  faqQuestionMin: 'Question must be at least 5 characters',
  faqAnswerMin: 'Answer must be at least 5 characters',
  // The product's own upper bounds (behaviour §5; docs/api.md, "Limits").
  goalTitleMax: 'Title must be less than 140 characters',
  goalDescriptionMax: 'Description must be less than 1000 characters',
  timelineMax: 'Timeline must be less than 60 characters',
  faqQuestionMax: 'Question must be less than 300 characters',
  faqAnswerMax: 'Answer must be less than 4000 characters',
  statusInvalid: 'Status must be one of in_progress, planned, completed',
  orderInvalid: 'Order must be a whole number from 0 to 1000000',
  directionInvalid: 'Direction must be "up" or "down"',
  controlChars: 'Text must not contain control characters',
  directionChars:
    'Text must not contain direction overrides or isolates (U+202A to U+202E, U+2066 to U+2069): they change the order in which it is shown',
  emptyUpdate: 'Send at least one field to update',
  // Donation goal target and state (optional fields of the goal form).
  targetAmountInvalid: 'Target amount must be a number of SOL from 0 to 1000000',
  activeInvalid: 'Active must be true or false',
} as const;

/** Every limit, behaviour §5's and the product's own, in one place so docs/api.md, forms and handlers agree. */
export const LIMITS = {
  goalTitleMin: 3,
  goalTitleMax: 140,
  goalDescriptionMax: 1000,
  roadmapTitleMin: 3,
  roadmapTitleMax: 140,
  roadmapDescriptionMax: 280,
  timelineMax: 60,
  faqQuestionMin: 5,
  faqQuestionMax: 300,
  faqAnswerMin: 5,
  faqAnswerMax: 4000,
  orderMax: 1_000_000,
  bodyMaxBytes: 16 * 1024,
  /**
   * The body limit of the routes that write an FAQ entry, a roadmap item or a donation goal, which
   * carry a translation per locale (ADR 28). The largest valid one is an FAQ entry: a
   * 300-character question and a 4,000-character answer in English and in each of the 10 other
   * locales, 47,300 characters. A character the limits count (a UTF-16 unit) is at most 3 bytes of
   * UTF-8 (an emoji is 4 bytes for 2 units); at 4 bytes each that is 189,200 bytes, and the JSON's
   * names, quotes and escaped newlines add a few hundred more: 192 KiB (196,608 bytes) holds it.
   * Stored, the entry stays far below Firestore's 1 MiB a document, and so does the history record
   * of an update, which holds the version before and the one after (under 400 KB).
   */
  contentBodyMaxBytes: 192 * 1024,
  /**
   * The same for a chart link (ADR 28): its name and description (260 characters) in English and 10
   * other locales, its two addresses (1,000), icon (40) and gradient (160), 4,060 characters; at 4
   * bytes each 16,240 bytes, just over the API's 16 KiB once the JSON's names are added: 32 KiB.
   */
  chartLinkBodyMaxBytes: 32 * 1024,
  idMaxLength: 128,
  /** Largest donation goal target, in SOL. */
  targetAmountMax: 1_000_000,
  // Chart links (behaviour §3) as the admin edits them.
  chartNameMax: 60,
  chartDescriptionMax: 200,
  chartIconMax: 40,
  chartGradientMax: 160,
  urlMax: 500,
} as const;

/** Success messages (behaviour §8); the server answers with them and the admin shows them as toasts. */
export const SUCCESS_MESSAGES = {
  donations: {
    created: 'Donation goal created successfully!',
    updated: 'Donation goal updated successfully!',
    deleted: 'Donation goal deleted successfully!',
  },
  roadmap: {
    created: 'Roadmap item created successfully!',
    updated: 'Roadmap item updated successfully!',
    deleted: 'Roadmap item deleted successfully!',
  },
  faq: {
    created: 'FAQ item created successfully!',
    updated: 'FAQ item updated successfully!',
    deleted: 'FAQ item deleted successfully!',
  },
  announcements: {
    created: 'Announcement created successfully!',
    updated: 'Announcement updated successfully!',
    deleted: 'Announcement deleted successfully!',
  },
  movedUp: 'Item moved up!',
  movedDown: 'Item moved down!',
} as const;

/** The server's answer when a signed-in user is not the administrator (behaviour §6, admin context). */
export const ADMIN_REQUIRED_MESSAGE = 'Unauthorized access - Admin account required';

/** The server's 401 when second factors are required and this sign-in used none (ADR 18). */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Changes need a sign-in with your second factor: add an authenticator app under Account, then sign in again';

/** The server's 401 for a sign-in older than the longest session the operator allows. */
export const SESSION_TOO_OLD_MESSAGE = 'This sign-in is too old; please sign in again';

/** The server's 401 for a sign-in that made no request for longer than the idle limit. */
export const SESSION_IDLE_MESSAGE = 'This sign-in was idle for too long; please sign in again';
