import { BRAND } from '../../../brand';
import type { HelpContent } from './types';

const address = `${BRAND.street}, ${BRAND.city}, ${BRAND.country.en}`;

/** English help texts (loaded only when shown: not part of the first page's script). */
const en: HelpContent = {
  updated: 'Last updated: 27.11.2026',
  tos: [
    {
      heading: '1. Scope and provider',
      paragraphs: [
        `These terms govern the use of the ${BRAND.name} platform, operated by ${BRAND.company}, ${address} ("we"). They apply to bakeries, their business clients (hosts such as hotels, cafés and holiday flats), the hosts' guests and private customers.`,
        `${BRAND.name} is a tool for ordering, production and billing. Sales of bread and other products are contracts between the bakery and its clients, not with us.`,
      ],
    },
    {
      heading: '2. Services',
      paragraphs: [
        'Bakeries manage their products (names and descriptions in German, Italian and English, price per gram, approximate weight, available days), price lists, clients, delivery zones, holidays and discounts, import products from their bakery software’s export file and receive orders.',
        'From the orders the platform produces bake lists per delivery date, views to compile and weigh orders with labels, delivery dockets, bills as PDF and as electronic invoices in the FatturaPA format, which are sent to the Italian exchange system (SdI) or mailed to the client.',
        'Hosts take over their bakery’s products, set their own display prices and own products, create guest accounts with a QR-code instruction sheet and bill their guests. Guests order in the guest app (App Store, Google Play or in the browser), private customers on the web.',
      ],
    },
    {
      heading: '3. Accounts',
      paragraphs: [
        'Bakeries create the accounts of their hosts and private customers or approve private customers who registered themselves; hosts create their guests’ accounts. Whoever creates an account is responsible for its data being correct.',
        'Sign-in details must be kept secret. After five wrong sign-in attempts in a row an account is locked until its password is reset with "Forgot password?".',
      ],
    },
    {
      heading: '4. Prices',
      paragraphs: [
        'For bakeries the service costs 3.00 EUR per active buyer account per month plus VAT. A buyer account (host, private customer or guest) is active in a month when it has at least one accepted order delivered in that month.',
        'Hosts, guests and private customers use the platform free of charge. Bakeries and hosts set the prices of their products themselves.',
      ],
    },
    {
      heading: '5. Invoicing and payment',
      paragraphs: [
        'For each month the bakery receives a statement of the service fee, dated the first day of the following month and payable without deduction within 30 days of the invoice date. The statement with the active accounts is shown in the settings under "Service fee".',
      ],
    },
    {
      heading: '6. Withdrawal and notice',
      paragraphs: [
        'The bakery may withdraw from the contract without giving reasons within 14 days of its start; the account is then blocked at once. After that it may give notice to the end of any month: the contract ends on the last day of the month and the account is blocked from the next day.',
        'The bakery declares withdrawal or notice in the settings under "Contract" with its password. A notice to the end of the month can be taken back until it takes effect. Its hosts and private customers are informed by e-mail; clients of a blocked bakery can no longer order from it.',
      ],
    },
    {
      heading: '7. Users’ obligations',
      paragraphs: [
        'Users enter correct data and use the platform only for its purpose. Bakeries are responsible for their prices, product and allergen information, deliveries and the content of their bills, including the seller data of electronic invoices. Hosts are responsible for billing their guests.',
      ],
    },
    {
      heading: '8. Availability and liability',
      paragraphs: [
        'We aim for uninterrupted operation but cannot rule out maintenance and outages. We are liable without limit for intent and gross negligence and for injury to life, body and health; otherwise liability is limited to the foreseeable damage typical of the contract.',
      ],
    },
    {
      heading: '9. Data protection',
      paragraphs: [
        'How we process personal data is described in our privacy policy. We answer data-protection requests within one month.',
      ],
    },
    {
      heading: '10. Final provisions',
      paragraphs: [
        'Italian law applies. The place of jurisdiction for businesses is Bolzano. Should a provision be invalid, the others remain valid.',
      ],
    },
  ],
  privacy: [
    {
      heading: '1. Controller',
      paragraphs: [
        `The controller for personal data on ${BRAND.name} is ${BRAND.company}, ${address}. For any data-protection question write to ${BRAND.privacyEmail}.`,
      ],
    },
    {
      heading: '2. Accounts',
      paragraphs: [
        'For every account we store the username, e-mail address, language, the kind of account (bakery, host, private customer, guest) and whom it belongs to. The password is stored only as a hash, never in plain text. We also store whether the e-mail address is confirmed, whether the account is blocked, the number of failed sign-ins in a row and which guides you have closed.',
        'Bakeries, hosts and private customers enter base data: company or full name, address, phone, VAT number, tax number, recipient code and PEC address. For guests the host stores a label (e.g. the room number) and the dates of the stay.',
      ],
    },
    {
      heading: '3. Orders, bills and e-invoices',
      paragraphs: [
        'We store orders with products, amounts, prices, delivery date, message, measured weights and the history of changes, as well as standing orders, bake lists and delivery dockets.',
        'Bills are stored as PDF and as an XML file (FatturaPA). Electronic invoices are sent to the Italian tax authority’s exchange system (Sistema di Interscambio, SdI) – by PEC or through an accredited intermediary, depending on the setup – and we store its notifications with the bill. At the bakery’s request a bill is mailed to the client.',
      ],
    },
    {
      heading: '4. Messages',
      paragraphs: [
        'Messages you write on the platform to your bakery, your clients or support are stored with subject, text, sender, recipients and state (new, read, closed). If you write to us without an account through the contact form, we store your name, e-mail address and message to answer you by e-mail.',
      ],
    },
    {
      heading: '5. E-mails',
      paragraphs: [
        'We send the e-mails the service needs: confirmation of the e-mail address, password-reset links (valid for 2 hours), sign-in details for newly created clients, bills to clients, notices of new messages and the notice that a bakery’s contract ends. We send no advertising.',
      ],
    },
    {
      heading: '6. Abuse protection and server logs',
      paragraphs: [
        'Sign-in, registration and password reset are protected by a small sum to solve. To limit automated attempts we count these requests per IP address; the counters are deleted after 24 hours.',
        'The server logs requests (time, IP address, address requested, result) to find faults and fend off attacks; sign-in tokens and cookies are not recorded. Logs are deleted once no longer needed for this.',
      ],
    },
    {
      heading: '7. Cookies and browser storage',
      paragraphs: [
        'We use only technically necessary cookies: sw_consent remembers for 150 days that you confirmed the cookie notice, sw_lang remembers your language for one year.',
        'Your browser’s local storage holds your sign-in token and user ID until you sign out, plus settings such as the label format and weights not yet saved while weighing. The guest app keeps its sign-in on the device. We use no tracking, analytics or advertising cookies.',
      ],
    },
    {
      heading: '8. Purposes and legal bases',
      paragraphs: [
        'We process data to perform the contract (Art. 6(1)(b) GDPR), to meet legal obligations such as issuing and keeping bills (Art. 6(1)(c) GDPR) and in our legitimate interest in secure operation (Art. 6(1)(f) GDPR).',
      ],
    },
    {
      heading: '9. Recipients',
      paragraphs: [
        'Your bakery sees its clients’ data and orders; a host sees its guests’ data and orders. Electronic invoices go to SdI and, depending on the setup, the PEC provider or intermediary. Our hosting and e-mail providers process data on our behalf. We pass data to nobody else.',
      ],
    },
    {
      heading: '10. Retention',
      paragraphs: [
        'We keep account data as long as the account exists. A deleted client is blocked so that its orders and bills remain. Bills and their orders are kept as long as tax law requires (ten years in Italy).',
      ],
    },
    {
      heading: '11. Your rights',
      paragraphs: [
        `You have the right of access, rectification, erasure, restriction of processing, data portability and objection. Write to ${BRAND.privacyEmail}; we answer within one month. You may also complain to the Italian data-protection authority (Garante per la protezione dei dati personali).`,
      ],
    },
  ],
  about: [
    `${BRAND.name} is made in South Tyrol for bakeries that deliver to hotels, cafés, holiday flats and households every morning.`,
    'The bakery keeps its range in three languages and its price lists; its clients order until the deadline the day before. Bake list, weighing with labels, delivery dockets and bills all come from the same orders – the electronic invoice goes straight to SdI.',
    'Hosts offer their guests fresh bread through a simple app: the guest signs in with the QR code of the instruction sheet, orders for the days of the stay and pays the host, who bills with one click.',
    'The platform speaks German, Italian and English; e-mails, PDFs and the guest app come in the recipient’s language.',
  ],
  planTermsTitle: 'Terms',
  planTerms: (fee) => [
    `${fee} per active buyer account per month plus VAT; an account is active with at least one accepted order delivered in the month.`,
    'Hosts, guests and private customers pay nothing.',
    'Monthly statement, payable within 30 days.',
    'Withdrawal within 14 days of the start, after that notice to the end of any month.',
  ],
  faq: [
    {
      id: 'bakery',
      title: 'For bakeries',
      items: [
        {
          question: 'Until when can my clients order?',
          answer:
            'Until the order deadline on the day before delivery. The time is the one set for the client (for a guest, their host’s), otherwise yours (Settings → Other settings), or 18:00 if none is set. Until then the client can change the order. You can lift the deadline for a client and set a different one for a single order.',
        },
        {
          question: 'Which days are deliveries made on?',
          answer:
            'Monday to Friday; Saturday and Sunday only if you switch them on under "Other settings". Nothing can be ordered on your holidays, and a product cannot be ordered on days it is not available.',
        },
        {
          question: 'How is the bake list made?',
          answer:
            'Under "Bake list" pick the delivery and click "Generate": you see the pieces ordered and the approximate weight of each product. "Add bread" adds additional breads for the shop; whatever changes after generating is marked. Print the list or save it as PDF.',
        },
        {
          question: 'How do I weigh products and print labels and delivery dockets?',
          answer:
            'Under "Compile orders" pick the delivery day and zone. Enter the weight of weighed products in grams or read it from a connected scale, and mark missing pieces with "Missing". Labels print as PDF or on label printers (ZPL); the dockets are in the "Delivery dockets" tab.',
        },
        {
          question: 'How do I create bills and e-invoices for SdI?',
          answer:
            'Under "Bills" pick the client and period, choose the accepted orders and check the PDF preview. "Send" transmits the bill as FatturaPA to SdI and e-mails it to the client; once it is paid, mark it as paid. You need your seller data (Settings → Documents) and the client’s VAT or tax number and recipient code or PEC. SdI’s notifications show on the bill.',
        },
        {
          question: 'Can I import my products from my bakery software?',
          answer:
            'Yes: under "Products" → "Import" upload the export file (CSV or ZIP), map the columns and see before importing which products are new, changed or invalid.',
        },
        {
          question: 'What does Brotzeit cost my bakery?',
          answer:
            '€3.00 per active buyer account per month plus VAT. An account is active when at least one accepted order is delivered to it in the month. The statement is under Settings → Service fee and is payable within 30 days.',
        },
        {
          question: 'How do I write to my clients?',
          answer:
            'Under "Messages" → "New message", write to one client or to all your clients at once (each gets a separate conversation). The recipients get an e-mail and reply in the conversation.',
        },
        {
          question: 'How do I cancel the contract?',
          answer:
            'Under Settings → Contract, confirming with your password. Within the first 14 days it counts as a withdrawal and the account is blocked at once; after that the contract ends at the end of the month. You can take back a month-end notice until then.',
        },
      ],
    },
    {
      id: 'host',
      title: 'For hosts',
      items: [
        {
          question: 'How do I offer bread to my guests?',
          answer:
            'Under "Products" take over your bakery’s products and set what your guests pay (with no display price, the base price applies). You can also create products of your own. Guests see only what you have taken over.',
        },
        {
          question: 'How do I add a guest?',
          answer:
            'Under "Guests" → "New guest", enter a label (e.g. the room number) and the dates of the stay. You get a QR code and printable instructions the guest uses to sign in to the guest app.',
        },
        {
          question: 'How do I bill my guests?',
          answer:
            'Under "Bill guests" pick a period and see each guest with their delivered orders and the amount including VAT. Download a receipt for each guest in their language and a summary, and mark the guests who have paid.',
        },
        {
          question: 'Do I have to accept my guests’ orders?',
          answer:
            'Only if your bakery has switched on checking guest orders for your account: new guest orders then wait for you under "Orders" and reach the bakery only once you accept them.',
        },
        {
          question: 'What does Brotzeit cost hosts?',
          answer: 'Nothing. The bakery pays the service fee.',
        },
      ],
    },
    {
      id: 'guest',
      title: 'For guests',
      items: [
        {
          question: 'How do I sign in?',
          answer:
            'Scan the QR code on your host’s instructions, or enter your username and password in the guest app. The app is available on the App Store, on Google Play and in the browser.',
        },
        {
          question: 'Until when can I order?',
          answer:
            'Until the deadline the app shows for each delivery day, usually the evening before, and only for the days of your stay. Until then you can change your order.',
        },
        {
          question: 'How do I pay?',
          answer: 'To your host, who bills your orders and gives you a receipt.',
        },
      ],
    },
    {
      id: 'private',
      title: 'For private customers',
      items: [
        {
          question: 'How do I become a customer?',
          answer:
            'Sign up with "Register" or ask your bakery to create an account for you. After registering, confirm your e-mail address; you can order once the bakery has accepted you.',
        },
        {
          question: 'How do I order the same thing regularly?',
          answer:
            'With a standing order under "Orders" → "Standing orders": pick the products and weekdays or an interval. It orders automatically and can be paused.',
        },
        {
          question: 'Where are my bills?',
          answer: 'Under "Bills" once your bakery has sent them, as PDF to download.',
        },
        {
          question: 'Can others order through my account?',
          answer:
            'Yes: switch on "Accept orders from guests" in your profile; then guests can order through your account.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Account and language',
      items: [
        {
          question: 'I forgot my password.',
          answer:
            'Click "Forgot password?" on the sign-in page and enter your e-mail address. The link in the e-mail is valid for 2 hours. After five failed sign-in attempts the account stays locked until you reset the password this way.',
        },
        {
          question: 'How do I change my password?',
          answer: 'Under Settings → Password, with your current password.',
        },
        {
          question: 'Which languages is Brotzeit available in?',
          answer:
            'German, Italian and English. Switch the language at the bottom of any page; when you are signed in, it is saved to your account, and e-mails and PDFs come in that language. The bakery enters product names in all three languages.',
        },
        {
          question: 'How do I reach support?',
          answer: `When signed in, write to "Brotzeit support" under "Messages" → "New message"; otherwise use the "Contact support" form or e-mail ${BRAND.supportEmail}. The answer also comes by e-mail.`,
        },
      ],
    },
  ],
  tutorials: {
    dashboard: {
      title: 'Your dashboard',
      steps: [
        'Pick the period and the step (day, week, month): the charts show sales, orders and the other figures of your account.',
        '"Totals of the period" gives the totals and the change compared with the previous period.',
        '"What\'s new" lists the latest orders, bills, clients and products.',
        'The menu on the left leads to every area of your account; answers to common questions are in the FAQ.',
      ],
    },
    ordersBakery: {
      title: 'Orders',
      steps: [
        'Your clients’ orders, grouped by delivery day: "Next delivery day", "Future", "Past".',
        'The "Filters" find orders by order ID, client or order deadline.',
        'Use "Phone order" to record an order on behalf of a client.',
        'Open an order to change its amounts, deadline or status.',
      ],
    },
    ordersHost: {
      title: 'Orders',
      steps: [
        'Your own orders and your guests’, grouped by delivery day.',
        'With "New order" you order until the deadline on the day before; until then you can still change it.',
        'Accept guest orders marked "Waiting for the host" so that the bakery receives them.',
        'Under "Standing orders" you set up orders that repeat automatically.',
      ],
    },
    ordersClient: {
      title: 'Orders',
      steps: [
        'Your orders, grouped by delivery day.',
        'With "New order" you order until the deadline on the day before; until then you can still change it.',
        'Under "Standing orders" you set up orders that repeat automatically.',
      ],
    },
    productsBakery: {
      title: 'Products',
      steps: [
        'Your range in the order your clients see it; the arrows move a product up or down.',
        '"New product": name and description in three languages, price per gram, approximate weight, VAT rate and availability.',
        'In the "Price lists" tab you decide which clients see which products at what price. A product in no price list is invisible to clients.',
      ],
    },
    productsHost: {
      title: 'Products',
      steps: [
        'At the top, what your bakery offers: "Take over" lets your guests order a product.',
        'For products you have taken over, set the display price your guests pay; left empty, the base price applies.',
        '"New own product" creates products only you offer.',
      ],
    },
    productImport: {
      title: 'Import products',
      steps: [
        'Choose your bakery software’s export file (CSV or ZIP) and click "Check file".',
        'Map the columns: article code, names, weight, price and VAT.',
        'The check shows new, changed and invalid rows; only then do you import.',
      ],
    },
    clientsBakery: {
      title: 'Clients',
      steps: [
        'Your hosts and private customers; search by name, company or e-mail.',
        '"New client" creates an account; with "Send the access data by e-mail" the client gets them by e-mail.',
        'Private customers who registered themselves wait for you to accept them ("Accept").',
        'When editing a client you set the price list, delivery zone, order deadline and billing data.',
      ],
    },
    clientsHost: {
      title: 'Guests',
      steps: [
        '"New guest" adds a guest with a label (e.g. the room number) and the dates of the stay.',
        'Every guest has a QR code and printable instructions for the guest app.',
        'Guests order only during their stay.',
      ],
    },
    clientBilling: {
      title: 'Bill guests',
      steps: [
        'Pick the period, e.g. "This week".',
        'Each guest is listed with their delivered orders and the amount including VAT.',
        'Download the guest’s receipt and mark them as paid; the summary covers the whole period.',
      ],
    },
    billsBakery: {
      title: 'Bills',
      steps: [
        '"Create bill": pick the client and period, choose the orders, check the PDF preview.',
        '"Send" transmits the bill to SdI and e-mails it to the client; the status shows SdI’s answer.',
        'Once a bill is paid, mark it as paid. Seller data and number series are under Settings → Documents.',
      ],
    },
    billsClient: {
      title: 'Bills',
      steps: [
        'The bills your bakery has sent you.',
        'Open a bill to download the PDF and see whether it is marked paid.',
      ],
    },
    bakeList: {
      title: 'Bake list',
      steps: [
        'Pick the delivery; you see how many orders came in before the order deadline.',
        '"Generate" makes the list per product with pieces and approximate weight.',
        '"Add bread" adds additional breads for the shop; later changes are marked.',
        'Print or save as PDF.',
      ],
    },
    compile: {
      title: 'Compile orders',
      steps: [
        'Pick delivery day and zone: you see each order with its products.',
        'Weighed products: enter the weight in grams (Enter saves) or take it from the connected scale.',
        'Mark missing pieces and print labels.',
        'Print the delivery dockets in the "Delivery dockets" tab.',
      ],
    },
    settingsBakery: {
      title: 'Settings',
      steps: [
        'Your account’s base data and password.',
        'Holidays, delivery zones, discounts, and under "Other settings" delivery days, delivery cost and deadline.',
        '"Documents": seller data for e-invoices, logo and number series.',
        '"Service fee" shows your monthly statement; "Contract" is where you withdraw or give notice.',
      ],
    },
    settingsClient: {
      title: 'Settings',
      steps: [
        'Your base data: name, address and billing data.',
        'Change your password under "Password".',
        '"Order search" finds an order by its ID.',
      ],
    },
    messages: {
      title: 'Messages',
      steps: [
        'Your conversations, newest first; unread ones are marked and their number shows in the menu too.',
        '"New message" writes to your bakery or to support; a bakery can also write to one or all of its clients.',
        'Open a conversation to reply or close it; you can edit and delete your own messages.',
        'The recipient gets an e-mail.',
      ],
    },
    profile: {
      title: 'Profile',
      steps: [
        'Switch on "Accept orders from guests" if guests should order through your account.',
        'Base data and password are changed in the settings.',
      ],
    },
  },
};

export default en;
