/**
 * The rule catalogue of `../shared/spec/rules.md` as data: every rule ID with a one-line summary in our words.
 * A test that checks a rule names the ID in its title; `specs/rule-index.test.ts` fails when a test names an ID
 * that is not here, and `npm run rules` prints which tests name each rule.
 */
export interface Rule {
  readonly id: string
  readonly summary: string
}

export const RULES: readonly Rule[] = [
  // Routing and access
  { id: 'ROUTE-1', summary: 'Every route of the spec table exists; /contactus and /ContactUs both reach Contact.' },
  { id: 'ROUTE-2', summary: 'A route id is the last segment after an underscore or dash, alphanumerics only; non-numeric is a 404 "IntId is invalid".' },
  { id: 'ROUTE-3', summary: 'Member detail pages pick BOM or order by the bom_/order_ prefix.' },
  { id: 'ROUTE-4', summary: 'An unmatched route shows the 404 page "Page Not Found: {path}" with an image and Back Home.' },
  { id: 'ROUTE-5', summary: 'Access checks lower-case the path first.' },
  { id: 'ROUTE-6', summary: 'A /member path without the user-token cookie goes to /login.' },
  { id: 'ROUTE-7', summary: 'A /cart path without the cookie goes to /login?redirect={requested path}.' },
  { id: 'ROUTE-8', summary: 'A server-side data load failure shows a 500 page with the message and Back Home.' },
  { id: 'ROUTE-9', summary: 'A failed page-chunk load reloads the page, at most once per path in 10 s.' },
  { id: 'ROUTE-10', summary: 'One locale, en-US, no URL prefix; the language cookie lasts 365 days.' },
  { id: 'ROUTE-11', summary: 'Product slug is the hyphenated lower-case model plus -id; catalog slug is the English name plus id.' },
  // Calls and errors
  { id: 'API-1', summary: 'Calls use the configured base URL, a Bearer header when signed in, and a referer-url header.' },
  { id: 'API-2', summary: 'Envelope code 200 yields its data.' },
  { id: 'API-3', summary: 'Envelope code 403 clears the token, toasts the message as an error and goes to /login.' },
  { id: 'API-4', summary: 'Any other envelope code toasts the message and fails the call.' },
  { id: 'API-5', summary: 'Network errors are logged and rethrown.' },
  { id: 'API-6', summary: 'The nine spec endpoints keep their exact paths, queries and bodies (sitmap spelling included).' },
  { id: 'API-7', summary: 'The client polls builds/latest.json?{timestamp} and reloads onto a new build.' },
  // Auth and account
  { id: 'AUTH-1', summary: 'Login stores sign-in state, token, user info and cart count, and a 365-day user-token cookie on /.' },
  { id: 'AUTH-2', summary: 'The account name is remembered locally only when "remember" is ticked.' },
  { id: 'AUTH-3', summary: 'Logout asks "Log out？" (no/yes); yes calls logout, clears state and cookie, goes to / and toasts "Logout Success".' },
  { id: 'AUTH-4', summary: 'Login and registration forms give the spec\'s exact validation messages; passwords need 6+ characters.' },
  { id: 'AUTH-5', summary: 'Registration needs the terms agreement; email updates are a separate optional checkbox.' },
  { id: 'AUTH-6', summary: 'Password reset lives at /resetPassword.' },
  { id: 'AUTH-7', summary: 'userEmail, isLogin and captchaCodeId persist; the header shows sign-in links or the email with its menu.' },
  // Cart, RFQ, favourites, sidebar
  { id: 'CART-1', summary: 'Signed-out add to cart redirects to /login?redirect={current path} after 1000 ms.' },
  { id: 'CART-2', summary: 'Signed-in add to cart posts, updates the count and toasts "Added successfully, please check cart first".' },
  { id: 'CART-3', summary: 'Deleting a cart row calls the server, updates the count and toasts "Deleted successfully".' },
  { id: 'CART-4', summary: 'The cart badge never shows more than 999.' },
  { id: 'CART-5', summary: 'Opening the cart drawer loads the cart; on failure the list empties and the buyer goes to /login.' },
  { id: 'RFQ-1', summary: 'The RFQ list is local; adding a listed id adds the quantities.' },
  { id: 'RFQ-2', summary: 'Adding to RFQ opens the RFQ drawer; deleting edits only the local list; the list can be cleared.' },
  { id: 'RFQ-3', summary: 'The RFQ list is submitted from /cart/reserve by a signed-in member.' },
  { id: 'SIDE-1', summary: 'The sidebar has six entries; Cart, RFQ and Favourite open a 270 px drawer, the rest navigate.' },
  { id: 'SIDE-2', summary: 'Clicking the active entry while its drawer is open does nothing.' },
  { id: 'SIDE-3', summary: 'The drawer shows "{name} ( {n} Items )", rows with picture and delete, or "no data".' },
  { id: 'SIDE-4', summary: 'The cart drawer has Check to /cart; the RFQ drawer has Submit to /cart/reserve.' },
  // Search
  { id: 'SEARCH-1', summary: 'An empty keyword warns "Please enter the Keyword." and does not search.' },
  { id: 'SEARCH-2', summary: 'A keyword joins the history once, is saved, and navigates to /so?keyWord={text}.' },
  { id: 'SEARCH-3', summary: 'History shows on focus only if not empty, hides 300 ms after blur; Clear All empties it.' },
  { id: 'SEARCH-4', summary: 'Search finds full or partial part numbers, or keywords.' },
  { id: 'SEARCH-5', summary: 'The search box says "Part #/ Keyword"; TRENDING NOW shows three sample parts.' },
  // Shell and layout
  { id: 'SHELL-1', summary: 'The desktop header has logo, search, trending, history, sign-in state, cart badge, mega-menu and main nav.' },
  { id: 'SHELL-2', summary: 'After 44 px of scroll the header is fixed and back-to-top appears.' },
  { id: 'SHELL-3', summary: 'The mobile header has its drawers, Log Out when signed in, and a search bar that hides on scroll.' },
  { id: 'SHELL-4', summary: 'Crossing 768 px reloads to switch layouts; the desktop layout is at least 1200 px wide.' },
  { id: 'SHELL-5', summary: 'The footers: benefit blurbs, link columns, social, badges, 36 model-index links, copyright 2023; mobile accordions.' },
  { id: 'SHELL-6', summary: 'The cookie bar shows until a choice is stored; Reject and Accept both close it.' },
  { id: 'SHELL-7', summary: 'Toasts are success, error, warning or info, last 3000 ms, and show one at a time.' },
  { id: 'SHELL-8', summary: 'Pages get the default title, keywords, description, social tags, structured data when given, tag manager on cover pages.' },
  { id: 'SHELL-9', summary: 'Cookie lifetimes: user-token 365 days, language 365 days, fingerprint 7 days.' },
  { id: 'SHELL-10', summary: 'Brand colours: primary #3599FF, hover #40B8FF, pressed #2A7ACC.' },
  // Pages
  { id: 'PAGE-1', summary: 'Product detail: tabs, RFQ form, "Guess you like it" and the price ladder.' },
  { id: 'PAGE-2', summary: 'The personal centre has Basic Information, Bom List, Order list, Address and Change Password.' },
  { id: 'PAGE-3', summary: 'About pages by name, certificate anchors, company pages abus=1..4 and both policy path families.' },
  { id: 'PAGE-4', summary: 'Six industry pages, brands, categories and the A-Z/0-9 model index.' },
  { id: 'PAGE-5', summary: 'News list and item, FAQ, Quality, and the contact form.' },
  { id: 'PAGE-6', summary: 'The BOM page shows the seven-step sales process.' },
  { id: 'PAGE-7', summary: 'Returns and compliance requests within 15 days of receipt, item in original state.' },
  // BOM
  { id: 'BOM-1', summary: 'BOM uploads accept .xls, .xlsx and .csv in any case and refuse anything else with a clear message.' },
  { id: 'BOM-2', summary: 'A BOM of more than 200 models is refused with a clear message.' },
  { id: 'BOM-3', summary: 'A BOM template is offered and recommended.' },
  { id: 'BOM-4', summary: 'A BOM carries contact info: name, email, telephone, address.' },
]

/** The IDs of the catalogue, for lookups. */
export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((rule) => rule.id))

/** A rule ID as it appears in a test title. */
export const RULE_ID_PATTERN = /\b(?:ROUTE|API|AUTH|CART|RFQ|SIDE|SEARCH|SHELL|PAGE|BOM)-\d+\b/g
