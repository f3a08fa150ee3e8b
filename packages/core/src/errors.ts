/**
 * Stable error codes carried in GraphQL `extensions.code`. The server never sends prose;
 * clients translate each code (web: `errors.<CODE>` in de/it/en). One line says when it happens.
 */
export const ERROR_CODES = [
  // --- sign-in (requirements/accounts-and-sign-in.md#when-an-account-may-sign-in)
  'INVALID_CREDENTIALS', // identifier/password pair does not match an account ("credentials wrong")
  'ACCOUNT_NOT_CONFIRMED', // e-mail address not verified yet
  'ACCOUNT_NOT_ACCEPTED', // self-registered private customer waits for the bakery to accept it
  'ACCOUNT_BLOCKED', // blocked (deleted) by its bakery or host
  'CONTRACT_ENDED', // a bakery whose service contract ended by its notice (right password given); extensions.lastDay
  'BAKERY_BLOCKED', // a bakery account blocked by the platform operator (right password given); the operator is to be contacted
  'ACCOUNT_LOCKED', // locked after too many consecutive false logins; a password reset unlocks
  'ACCOUNT_OUTSIDE_STAY', // today outside active_from..active_to; extensions.activeFrom/activeTo
  'ACCOUNT_FAULTY', // account data inconsistent (e.g. guest without host); contact bakery or support
  'ACCOUNT_NOT_FOUND', // no account for this identifier (used where existence may be told)
  'ONLY_FOR_ADMINS', // a guest signed in at the web admin login; guests use the guest app
  'GUEST_IDENTIFIER_TOO_SHORT', // guest sign-in identifier under 3 characters
  'GUEST_IDENTIFIER_AMBIGUOUS', // more than 10 guests match the identifier
  'TOO_MANY_ATTEMPTS', // rate limit per IP reached; try again later
  // --- e-mail verification and password reset
  'EMAIL_NOT_FOUND', // no account with this e-mail
  'LINK_INVALID', // verification or reset link unknown or expired
  'VERIFICATION_CODE_WRONG', // the typed verification code does not match
  'CAPTCHA_WRONG', // maths captcha answered wrongly, expired, or already tried once (a token works once)
  // --- registration
  'REGISTRATION_CLOSED', // no bakery takes self-registrations
  'REGISTRATION_FAILED', // registration could not be completed
  'USERNAME_TOO_SHORT', // under 3 characters
  'USERNAME_FORBIDDEN_CHARACTER', // contains one of < > = { }
  'USERNAME_TAKEN', // another account has this username
  'EMAIL_INVALID', // not an e-mail address
  'EMAIL_TAKEN', // another account has this e-mail
  // --- passwords (requirements/accounts-and-sign-in.md#passwords)
  'PASSWORD_TOO_SHORT', // fewer than 8 characters
  'PASSWORD_NO_NUMBER', // no digit
  'PASSWORD_NO_LOWERCASE', // no lowercase letter
  'PASSWORD_NO_UPPERCASE', // no capital letter
  'PASSWORD_NO_SPECIAL', // no special character
  'PASSWORD_REPEAT_EMPTY', // confirmation left empty
  'PASSWORD_MISMATCH', // confirmation differs
  'PASSWORD_WRONG', // current password wrong when changing it
  // --- catalogue
  'PRICE_LIST_HAS_CLIENTS', // a price list cannot be deleted while clients are assigned to it
  'PRICE_LIST_IS_DEFAULT', // the default price list cannot be deleted; make another the default first
  'PRODUCT_ALREADY_ADOPTED', // the host has already taken this product over ("You have already adopted this product")
  // --- delivery zones and holidays
  'ZONE_HAS_CLIENTS', // a delivery zone cannot be deleted while clients are assigned to it ("zone contains clients"); extensions.clients
  'DISCOUNT_HAS_CLIENTS', // a discount cannot be deleted while clients are assigned to it; extensions.clients
  'DOCUMENT_NUMBER_BACKWARDS', // the bill or docket counter only moves forward (numbers already issued are never issued twice); extensions.fields names the counters, extensions.next is the lowest allowed (of the first), extensions.lowest per counter
  'INVALID_DATE', // a date is not YYYY-MM-DD, a range ends before it starts or spans more than 366 days ("Invalid date selected")
  // --- media (uploads)
  'MEDIA_NOT_AN_IMAGE', // the uploaded file does not decode as a JPEG, PNG, WebP, GIF, AVIF or TIFF image
  'MEDIA_TOO_LARGE', // the upload exceeds the size limit (10 MB) or the pixel limit; extensions.maxBytes
  'MEDIA_IN_USE', // the media is still referenced outside products (logo, profile picture, document)
  // --- orders (requirements/ordering.md)
  'ORDER_DATE_REFUSED', // no order for this delivery date ("Invalid date selected"); extensions.reasons: SATURDAY, SUNDAY, HOLIDAY, PRODUCT_NOT_AVAILABLE, DEADLINE_PASSED, DATE_IN_PAST, OUTSIDE_STAY
  'ORDER_DEADLINE_PASSED', // the order's deadline has passed: only the bakery may change it now
  'ORDER_PAID_BY_HOST', // the bakery marks a guest's order paid or unpaid: whether a guest paid is its host's record (guest billing); the bakery bills the host
  'ORDER_PAID', // the order is marked paid (a guest's at the host's reception, a client's by its bakery): its orderer may not change or delete it; the bakery, or the host by marking it unpaid, may
  'ORDER_NOT_EDITABLE', // the viewer sees the order but may not change it (a host and its guest's order, a billed order) ("You are not allowed to edit this order")
  'ORDER_EMPTY', // an order needs at least one product ("Order could not be created")
  'ORDER_TOO_MANY_LINES', // more distinct products than one order takes; extensions.max
  'ORDER_AMOUNT_INVALID', // an amount is not a whole number 1 … 999 (also after merging lines); extensions.max
  'ORDER_LAST_PRODUCT', // the last product of an order cannot be removed; delete the order instead ("Product cannot be removed")
  'PRODUCT_NOT_ORDERABLE', // the client may not order this product (not in its price list / its host's take-overs); extensions.productIds ("Product could not be added")
  'BAKERY_CLOSED', // the client's bakery takes no orders: its contract ended (requirements/ordering.md#closed-bakery) or its account is blocked; orders, standing orders and bills stay visible, nothing changes
  // --- production (requirements/production.md: bake list, compile and weigh, delivery dockets)
  'MEASURED_WEIGHT_INVALID', // a measured weight is not whole grams 1 … 1,000,000 (or -1 to reset); extensions.max
  'MISSING_AMOUNT_INVALID', // missing pieces not a whole number 0 … the ordered amount; extensions.max
  'DOCKET_NUMBER_TAKEN', // the next delivery-docket number is already used (counter or format changed in the bill settings); extensions.number
  'DOCKET_AFTER_DELIVERY', // a docket (DDT) is made by midnight of its delivery day at the latest (C.M. 249/E/1996); extensions.deliveryDate, the earliest past one: bill it with an immediate invoice
  // --- bills (requirements/bills-and-e-invoices.md)
  'BILLING_DISABLED', // the bakery's create_bills setting is off ("invoicing disabled"; hint: turn it on in settings)
  'BILL_CLIENT_DATA_MISSING', // the client lacks billing data; extensions.fields ("The customer still has to enter the billing data!")
  'BILL_NO_ORDERS', // no accepted order without a bill for the client in the period; extensions.client ("No order was found for billing for [client] in this period")
  'BILL_ORDERS_CHANGED', // a chosen order was billed or changed meanwhile, or is not the client's in the period; extensions.orderIds
  'BILL_NOT_DELETABLE', // sent, or not the latest bill (deleting it would leave a gap); extensions.reason SENT | NOT_LAST ("This invoice can no longer be deleted")
  'BILL_NOT_EDITABLE', // an issued bill is not changed: it was sent (a credit note corrects it), or it is a credit note; extensions.reason SENT | CREDIT_NOTE
  'BILL_NUMBER_TAKEN', // the next bill number is already used (counter or format changed); extensions.number
  'BILL_ORDERS_WITHOUT_DOCKET', // orders with and without a delivery docket on one bill; extensions.orderNumbers = those without (bill them on their own, or make their dockets)
  'BILL_SPANS_MONTHS', // docketed deliveries of several months: a deferred invoice (TD24) covers one calendar month; extensions.months
  'BILL_SPANS_REGIME_CHANGE', // deliveries before and from the day the bakery's tax regime changed: one RegimeFiscale per bill; extensions.days = [that day] (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty)
  'BILL_SPANS_DAYS', // deliveries without docket on several days: an immediate invoice (TD01) covers one day; extensions.days
  'BILL_FUTURE_DELIVERY', // orders delivered after today: not invoiceable yet; extensions.orderNumbers
  'BILL_DATE_NOT_ALLOWED', // the chosen bill date is outside what the invoice type allows; extensions.earliest, latest
  'BILL_SELLER_DATA_MISSING', // the bakery's seller data for e-invoices is incomplete; extensions.fields
  'BILL_ZERO_RATE_NATURA_MISSING', // lines at 0 % VAT while the bakery chose no Natura for its 0 % sales (Settings → Documents); extensions.products (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty)
  'EINVOICE_INVALID', // the e-invoice XML fails the official XSD or an SdI rule; extensions.errors (nothing is saved)
  'BILL_ALREADY_SENT', // the bill was sent; only a bill SdI rejected (NS) is sent again
  'SDI_SEND_FAILED', // the transport (outbox, PEC, intermediary) did not take the file; the bill stays unsent
  'BILL_MAIL_FAILED', // the bill went to SdI but the mail to the client failed; extensions.to
  'SDI_NOTIFICATION_UNKNOWN', // the notification names no bill's current e-invoice file (of the bakery, when it uploads it)
  'SDI_NOTIFICATION_UNREADABLE', // the text is no SdI notification (RC, NS, MC, NE, DT, AT with NomeFile)
  'SDI_NOTIFICATION_AMBIGUOUS', // bills of two bakeries carry the named file (names from before they were unique per transmitter); extensions.fileName — upload it on the bill
  'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY', // an outcome notice (NE) about a B2B bill (FPR12): SdI sends NE only for invoices to public bodies (FPA12); nothing recorded; extensions.kind, fileName
  'SDI_NOTIFICATION_OUT_OF_ORDER', // SdI cannot send this notification in the bill's state (an RC on an unsent bill, an NS after an RC); extensions.state, kind
  'CREDIT_NOTE_NOT_ALLOWED', // only an issued bill gets a credit note: sent, and delivered or made available by SdI (art. 26 D.P.R. 633/72 varies an issued invoice); extensions.reason CREDIT_NOTE | NOT_SENT | AWAITING_SDI | REJECTED
  'CREDIT_NOTE_EMPTY', // a credit note needs at least one line
  'CREDIT_NOTE_LINE_INVALID', // lines not on the bill, or without one well-formed quantity or amount above 0; extensions.lines (1-based)
  'CREDIT_NOTE_TOO_MUCH', // lines asked for more than they still hold after earlier credit notes; extensions.lines
  'CREDIT_NOTE_TOO_LATE', // a credited delivery is more than a year old (art. 26 c. 3 D.P.R. 633/72); extensions.lastDay
  // --- service contract (requirements/platform-and-contract.md#service-contract)
  'CONTRACT_NOTICE_GIVEN', // the bakery has already given notice of its service contract
  'CONTRACT_NOTICE_NOT_WITHDRAWABLE', // no notice to take back, or it took effect already (a withdrawal within 14 days ends the contract at once); extensions.reason NONE | ENDED
  // --- product import (/product/import)
  'IMPORT_NOT_A_ZIP', // the upload is neither a ZIP nor a CSV text ("Not a valid ZIP file!")
  'IMPORT_ZIP_WITHOUT_CSV', // the ZIP holds no .csv or .txt file
  'IMPORT_ZIP_TOO_LARGE', // the ZIP's entries would inflate beyond the limit (a zip bomb); extensions.maxBytes
  'IMPORT_CSV_UNREADABLE', // no separator (; , tab) splits the file into columns
  'IMPORT_CSV_EMPTY', // the file has a header but no data rows, or nothing at all
  'IMPORT_TOO_LARGE', // the upload exceeds the size limit; extensions.maxBytes
  'IMPORT_TOO_MANY_ROWS', // more data rows than one import takes; extensions.maxRows
  'IMPORT_NO_CODE_COLUMN', // no column is mapped to the article code, so rows cannot be matched
  'IMPORT_STALE', // the products changed between verify and confirm; verify again
  // --- messages (requirements/platform-and-contract.md#messages)
  'MESSAGE_NOT_DELETED', // not the viewer's own message, or the first message of a conversation others answered ("Message could not be deleted")
  'CONVERSATION_NOT_CREATED', // no such recipient for the viewer, or an empty title/text ("Conversation could not be created")
  'REPLY_NOT_SENT', // the viewer takes no part in the conversation, it is closed, or the text is empty ("Reply could not be sent")
  'CONTACT_LIMIT_REACHED', // the contact form's daily budget of messages from this e-mail address is used up; try tomorrow
  // --- the bakehouse (requirements/bakehouse.md)
  'RECIPE_EMPTY', // a recipe needs at least one line
  'RECIPE_NO_FLOUR', // a recipe in baker's percentages needs flour (100 %)
  'RECIPE_FLOUR_NOT_FULL', // the flour lines of a recipe in baker's percentages add up to extensions.flour (basis points), not 100 %
  'RECIPE_CYCLE', // the recipe would use itself; extensions.names is the path of recipe names ("Sauerteig → Roggenbrot → Sauerteig")
  'INGREDIENT_IN_USE', // an ingredient cannot be deleted while recipes use it; extensions.recipes names them
  'RECIPE_IN_USE', // a recipe cannot be deleted while other recipes or products use it; extensions.recipes names them
  // --- help (requirements/platform-and-contract.md#screens-and-who-may-open-them)
  'TUTORIAL_UNKNOWN', // the key names no tutorial (core TUTORIAL_KEYS) when closing or reopening one
  // --- generic
  'UNAUTHENTICATED', // no valid token
  'FORBIDDEN', // wrong role or wrong tenant
  'NOT_FOUND', // the object does not exist or is not visible to the viewer
  'BAD_INPUT', // arguments fail validation; extensions.fields lists them
  'INTERNAL', // unexpected error ("An unexpected error occurred")
  'SERVICE_UNAVAILABLE', // the database does not answer (a restart, a failover): HTTP 503 with Retry-After; "page temporarily unavailable", try again
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
