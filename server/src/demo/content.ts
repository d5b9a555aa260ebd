import {
  BANNER,
  BASE_CONFIG_NAME,
  CARRIERS,
  CATALOG_TYPE,
  INDUSTRIES,
  MARKETING,
  RETURNS,
} from '@partfront/core/constants'

/**
 * The demo store's editorial content in plain English: news, the company and policy pages, FAQ, quality and
 * certificate pages, banners, the six industry applications (PAGE-4) and the base configuration (API-6).
 * Partfront is a fictional distributor; the articles explain the trade rather than report on real companies.
 * Page bodies are HTML built here from plain paragraphs, so nothing needs sanitising.
 */

/** A news category (`/news/list_{id}`; the header links `/news/list_1`). */
export interface DemoNewsCategory {
  readonly id: number
  readonly name: string
}

/** A news item. `html` is `paragraphs` as `<p>` elements. */
export interface DemoNewsItem {
  readonly id: number
  readonly categoryId: number
  readonly title: string
  readonly summary: string
  /** ISO 8601 UTC with milliseconds. */
  readonly publishedAt: string
  readonly image: string | null
  readonly paragraphs: readonly string[]
  readonly html: string
}

/** A content page by name (`/about/{name}`, the policies, `abus1`…`abus4`, FAQ, quality, applications). */
export interface DemoContentPage {
  /** Lower-case letters, digits and `-`. */
  readonly name: string
  readonly title: string
  readonly html: string
  readonly updatedAt: string
}

export interface DemoFaq {
  readonly question: string
  readonly answer: string
}

/** A banner of one placement (`BANNER.type`) cut for one layout (`BANNER.classes`). */
export interface DemoBanner {
  readonly id: number
  readonly type: number
  readonly classes: (typeof BANNER.classes)[number]
  readonly title: string
  readonly image: string
  /** A site path, or `null` for a banner that leads nowhere. */
  readonly link: string | null
  readonly sort: number
}

/** One of the six industry applications (`INDUSTRIES`), with the content page that presents it. */
export interface DemoIndustry {
  readonly name: (typeof INDUSTRIES)[number]
  readonly slug: string
  /** The content page's name: `application-{slug}`. */
  readonly pageName: string
  readonly summary: string
  readonly paragraphs: readonly string[]
  /** Slugs of the leaf categories most used in the industry. */
  readonly categorySlugs: readonly string[]
}

/** The base configuration, read as `name=BaseConfig&type=1000`. */
export interface DemoBaseConfig {
  readonly name: typeof BASE_CONFIG_NAME
  readonly type: typeof CATALOG_TYPE.config
  readonly webConfig: {
    readonly logo: string
    readonly siteName: string
    readonly phone: string
    readonly email: string
    readonly address: string
    readonly workingHours: string
    readonly socialLinks: ReadonlyArray<{ readonly name: string; readonly url: string }>
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')
}

type Section = readonly [heading: string, paragraphs: readonly string[], id?: string]

function sectionsHtml(sections: readonly Section[]): string {
  return sections
    .map(
      ([heading, paragraphs, id]) =>
        `<section${id === undefined ? '' : ` id="${id}"`}>\n<h2>${escapeHtml(heading)}</h2>\n${paragraphsHtml(paragraphs)}\n</section>`,
    )
    .join('\n')
}

const UPDATED = '2024-01-15T09:00:00.000Z'
const COMPANY = 'Partfront'
const CARRIER_LIST = `${CARRIERS.slice(0, -1).join(', ')} and ${CARRIERS.at(-1) ?? ''}`

export const NEWS_CATEGORIES: readonly DemoNewsCategory[] = [
  { id: 1, name: 'Company News' },
  { id: 2, name: 'Industry News' },
  { id: 3, name: 'Technical Articles' },
]

type NewsSource = readonly [
  categoryId: number,
  date: string,
  title: string,
  summary: string,
  paragraphs: readonly string[],
]

const NEWS_SOURCES: readonly NewsSource[] = [
  [
    1,
    '2023-02-06',
    `${COMPANY} opens a second bonded warehouse`,
    'More floor space for reels, trays and moisture-sensitive stock, and same-day dispatch for orders confirmed before 3 pm.',
    [
      `${COMPANY} has opened a second bonded warehouse next to its main distribution centre. The new building adds shelf space for about forty thousand reels and a dry-storage room for moisture-sensitive devices.`,
      'Orders confirmed before 3 pm local time now leave the same day. Parts that arrive from the factory are inspected, labelled and put away within one working day.',
      `The expansion follows steady growth in business customers, who now number ${MARKETING.customers}. Our team of ${MARKETING.employees} people handles sourcing, inspection and logistics for buyers in ${MARKETING.exportCountries} countries.`,
    ],
  ],
  [
    3,
    '2023-03-14',
    'How to read a chip resistor part number',
    'Size, tolerance, packaging and value are all in the code. Here is how to decode the common schemes.',
    [
      'Most chip resistor part numbers pack four facts into a short code: the case size, the tolerance, the packaging and the resistance value.',
      'The case size is usually the inch code, such as 0402, 0603 or 0805. The tolerance is a letter: F for ±1%, J for ±5%, B for ±0.1%. The value is written either as digits and a multiplier, where 1002 means 100 × 10² = 10 kΩ, or with the unit letter as the decimal point, as in 4K7 for 4.7 kΩ.',
      'Packaging codes differ by maker. Some put the reel size in the middle of the number, others add a suffix at the end. When you compare quotes, check that the value and tolerance match before you compare the packaging.',
    ],
  ],
  [
    2,
    '2023-04-20',
    'MLCC lead times are easing, but not for every case size',
    'Standard values in 0402 and 0603 are widely available; high-capacitance 0805 and 1206 parts still need planning.',
    [
      'Lead times for multilayer ceramic capacitors have come down from their peak. General-purpose values in the 0402 and 0603 case sizes are again available from stock at most distributors.',
      'High-capacitance parts are a different story. Values of 10 µF and above in 0805 and 1206, especially with X7R dielectric and higher voltage ratings, still see long factory lead times.',
      'We recommend that buyers check the voltage derating of alternatives before switching: a larger case size with the same rating often performs better under DC bias than a smaller one.',
    ],
  ],
  [
    3,
    '2023-05-09',
    'Packaging suffixes: tape and reel, cut tape and tubes',
    'The same part can have several orderable numbers. What the suffixes mean and when the difference matters.',
    [
      'Many integrated circuits are sold under several orderable part numbers that differ only by a suffix. A trailing R often means a full reel, T a smaller reel, and no suffix can mean a tube or tray.',
      'For prototypes and small runs, cut tape is usually the easiest choice. For production on a pick-and-place line, a full reel avoids splicing and saves setup time.',
      'When you paste a part number into our search, results with the same base part but a different packaging suffix are shown as variants, so you can choose the packaging that fits your build.',
    ],
  ],
  [
    1,
    '2023-06-01',
    `${COMPANY} renews its ISO 9001 certification`,
    'The annual surveillance audit confirmed our quality management system for sourcing, inspection and storage.',
    [
      `${COMPANY} has passed its annual ISO 9001 surveillance audit without major findings. The scope covers sourcing, incoming inspection, storage and shipping of electronic components.`,
      'The auditors reviewed traceability records, supplier qualification and the handling of moisture-sensitive devices. Two minor observations about labelling have already been closed.',
      'Certificates are published on our certificate page and are available on request with every order.',
    ],
  ],
  [
    2,
    '2023-07-18',
    'Automotive-qualified parts: what AEC-Q100 and AEC-Q200 mean',
    'Automotive grades are tested to tougher stress profiles. The suffix on the part number tells you which grade you are buying.',
    [
      'AEC-Q100 is the stress test qualification for integrated circuits used in vehicles; AEC-Q101 covers discrete semiconductors and AEC-Q200 covers passive components.',
      'Qualified parts often carry a grade suffix, such as Q1 or a separate series name, and they can cost more than the commercial version of the same die.',
      'If your design does not need automotive qualification, the commercial part is usually easier to find. If it does, make sure the full orderable number, including the suffix, matches the qualified part.',
    ],
  ],
  [
    3,
    '2023-08-22',
    'Choosing a TVS diode for a 24 V industrial input',
    'Stand-off voltage, clamping voltage and peak pulse power: a practical walk through the datasheet.',
    [
      'A TVS diode protects an input by conducting when the voltage exceeds its breakdown. The first number to choose is the stand-off voltage, which must be above the highest normal operating voltage.',
      'For a 24 V input that can rise to 30 V, a part with a 33 V stand-off is a common choice. Check that the clamping voltage at the expected surge current stays below what the protected circuit can survive.',
      'Beware of near-identical part numbers. 1.5SMC6.8CA and 1.5SMC68CA differ by one decimal point, but one breaks down at 6.8 V and the other at 68 V.',
    ],
  ],
  [
    1,
    '2023-09-12',
    'New: upload a bill of materials and get every line matched',
    'Upload a BOM as Excel or CSV, review the matches and order or quote the whole list in one step.',
    [
      'Our BOM tool now accepts Excel and CSV files with up to 200 part lines. The tool reads the columns, matches each part number against our catalog and shows the price at your build quantity.',
      'Lines that cannot be matched exactly are flagged for review, and our sales team will contact you with alternatives when a part is hard to find.',
      'You can move matched lines to the cart or send the whole list as a request for quotation.',
    ],
  ],
  [
    2,
    '2023-10-05',
    'Why counterfeit components still reach production lines',
    'Grey-market parts cause field failures. Traceability and inspection are the best defence.',
    [
      'Counterfeit components are most common for parts that are obsolete, on allocation or in short supply. Remarked, refurbished or out-of-specification devices can pass a quick visual check.',
      `Buying from sources that provide full traceability to the manufacturer reduces the risk. At ${COMPANY}, incoming parts are inspected, and suspect lots are tested before they are released to stock.`,
      'Buyers can help by keeping approved manufacturer lists up to date and by asking for certificates of conformance with every shipment.',
    ],
  ],
  [
    3,
    '2023-11-16',
    'Moisture sensitivity levels and floor life',
    'Why some packages come in sealed bags with desiccant, and what to do when the humidity card changes colour.',
    [
      'Plastic packages absorb moisture from the air. During reflow soldering the moisture can turn to steam and crack the package, an effect known as popcorning.',
      'Each package has a moisture sensitivity level from 1 to 6. Level 1 parts can stay on the shelf indefinitely; higher levels have a limited floor life once the bag is opened.',
      'If the humidity indicator card shows that the limit has been exceeded, bake the parts according to the J-STD-033 guidelines before assembly.',
    ],
  ],
  [
    1,
    '2024-01-10',
    `${COMPANY} adds express shipping with four carriers`,
    `Orders can now ship with ${CARRIER_LIST}, with tracking numbers in the order page.`,
    [
      `Buyers can now choose between ${CARRIER_LIST} at checkout. Tracking numbers are added to the order page as soon as the parcel is collected.`,
      'Parcels are packed in antistatic materials and moisture-sensitive parts keep their sealed bags. Reels are boxed individually to avoid damage to the tape.',
      'Shipping options and delivery estimates are shown at checkout for the destination country.',
    ],
  ],
  [
    2,
    '2024-02-21',
    'Wide-bandgap power devices move into mainstream designs',
    'Silicon carbide and gallium nitride transistors are now common in chargers, solar inverters and on-board chargers.',
    [
      'Silicon carbide MOSFETs and gallium nitride transistors switch faster and with lower losses than silicon devices of the same rating.',
      'Designers of USB-C chargers use GaN to shrink magnetics, while solar inverters and electric vehicle chargers use SiC for high-voltage stages.',
      'Gate-drive design matters more with these devices. Layout, gate resistor values and driver choice affect ringing and electromagnetic emissions.',
    ],
  ],
  [
    3,
    '2024-03-13',
    'Decoupling capacitors: how many and which values',
    'A practical guide to placing bypass capacitors around microcontrollers and FPGAs.',
    [
      'Every power pin of a digital device needs a local bypass capacitor, placed as close to the pin as possible with short connections to the ground plane.',
      'A common starting point is 100 nF per pin plus one bulk capacitor of 4.7 µF to 10 µF per supply rail. High-speed devices may add smaller values to cover higher frequencies.',
      'Check the effective capacitance under DC bias. A 10 µF X5R capacitor in a small case can lose more than half its capacitance at its rated voltage.',
    ],
  ],
  [
    1,
    '2024-04-08',
    'Quote requests now answered within one working day',
    'Our sales team has grown and every request for quotation now gets an answer within one working day.',
    [
      'Requests for quotation sent from a product page, the Get Quote page or the RFQ list are now answered within one working day.',
      'Each quote shows the price at your requested quantity, the stock available, the lead time for the balance and the date until which the price is valid.',
      'You can follow the status of your quotes in your account.',
    ],
  ],
  [
    2,
    '2024-05-27',
    'Lifecycle notices: planning for end-of-life parts',
    'How to respond to a product change notice or a last-time-buy announcement.',
    [
      'Manufacturers announce the end of life of a part with a notice that gives a last-time-buy date. After that date, the part can no longer be ordered from the factory.',
      'Buyers should check which of their products use the part, estimate the remaining demand and decide between a last-time buy and a redesign.',
      'Pin-compatible replacements from other manufacturers are often available for standard parts such as regulators, op amps and logic gates.',
    ],
  ],
  [
    3,
    '2024-06-19',
    'Reading an LDO regulator datasheet',
    'Dropout voltage, quiescent current and stability with ceramic capacitors are the figures that matter most.',
    [
      'The dropout voltage is the minimum difference between input and output at which the regulator still regulates. It rises with load current.',
      'Quiescent current matters in battery-powered products, where the regulator may be the largest standby load.',
      'Many modern LDOs are stable with small ceramic output capacitors, but some older designs need a minimum equivalent series resistance. Check the stability section before you change the output capacitor.',
    ],
  ],
  [
    1,
    '2024-08-02',
    `${COMPANY} extends its quality lab`,
    'X-ray inspection and decapsulation are now done in-house for suspect lots.',
    [
      'Our quality lab now includes X-ray inspection and a decapsulation station, so suspect lots can be analysed without sending them to an outside lab.',
      'The lab also checks solderability and package dimensions, and keeps samples of every lot received from non-franchised sources.',
      'Inspection reports are available on request with your order.',
    ],
  ],
  [
    2,
    '2024-09-24',
    'Wireless modules shorten certification time',
    'Pre-certified Wi-Fi and Bluetooth modules let small teams launch connected products faster.',
    [
      'A pre-certified wireless module carries its own radio certifications, so the end product needs fewer tests before it can be sold.',
      'Modules cost more per unit than a chip-down design, but they save antenna design, RF layout and months of certification work.',
      'For high volumes, many teams start with a module and move to a chip-down design once the product has proved itself.',
    ],
  ],
  [
    3,
    '2024-10-30',
    'Part number search tips',
    'Paste a full part number, type a partial one or search by keyword: how our search ranks the results.',
    [
      'Our search ignores case and the separators that people type differently, such as dashes, slashes, dots, commas and spaces, so LM358-N finds LM358N.',
      'Results are ranked with exact matches first, then variants of the same base part with a different packaging or grade suffix, then part numbers that start with what you typed, then part numbers that contain it, and finally keyword matches in descriptions.',
      'Each result shows which kind of match it is, so a near-miss is never presented as an exact match.',
    ],
  ],
  [
    1,
    '2024-12-09',
    'Holiday shipping schedule',
    'Last dispatch dates for the end of the year and our opening hours during the holidays.',
    [
      'Orders confirmed before 20 December ship before the holidays. Orders placed after that date ship in the first working days of January.',
      'Quotes and BOM requests received during the holidays are answered in order of arrival when the team returns.',
      'We thank our customers for their trust this year.',
    ],
  ],
]

function isoDate(day: string): string {
  return `${day}T08:00:00.000Z`
}

/** News, newest first. */
export const NEWS: readonly DemoNewsItem[] = NEWS_SOURCES.map(
  ([categoryId, date, title, summary, paragraphs], index): DemoNewsItem => ({
    id: index + 1,
    categoryId,
    title,
    summary,
    publishedAt: isoDate(date),
    image: `/images/news/news-${String(index + 1).padStart(2, '0')}.jpg`,
    paragraphs,
    html: paragraphsHtml(paragraphs),
  }),
).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

export const FAQ: readonly DemoFaq[] = [
  {
    question: 'Are your parts genuine?',
    answer:
      'Yes. We buy from manufacturers, franchised distributors and qualified suppliers, and every lot is inspected before it enters stock. Certificates of conformance are available on request.',
  },
  {
    question: 'Is there a minimum order?',
    answer:
      'Each product page shows the minimum order quantity and the price breaks. Many passive parts are sold from 10 pieces; most semiconductors from a single piece.',
  },
  {
    question: 'How do I request a quote?',
    answer:
      'Use the Request for Quotation form on any product page, the Get Quote page, or add parts to your RFQ list and submit them together. We answer within one working day.',
  },
  {
    question: 'Can I upload a bill of materials?',
    answer:
      'Yes. Upload an Excel or CSV file with up to 200 part lines on the BOM page. We match each line against our catalog and you can order or quote the result.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Wire transfer against a proforma invoice, and card or PayPal payments through our payment provider.',
  },
  {
    question: 'Which carriers do you ship with?',
    answer: `We ship with ${CARRIER_LIST}. The carrier and service are chosen at checkout, and tracking numbers appear in your order.`,
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Parts in stock usually ship on the same or the next working day. Transit time depends on the carrier and the destination.',
  },
  {
    question: 'Can I return a part?',
    answer: `Yes, within ${RETURNS.windowDays} days of receipt, with the item in its original state. See our refund policy for details.`,
  },
  {
    question: 'What does a packaging suffix mean?',
    answer:
      'The same part is often sold on a full reel, a small reel, cut tape or in a tube, each with its own suffix. Our search shows these variants together.',
  },
  {
    question: 'Do you sell automotive-grade parts?',
    answer: 'Yes. Automotive-qualified parts are marked AEC-Q100, AEC-Q101 or AEC-Q200 in their descriptions.',
  },
  {
    question: 'How do you store moisture-sensitive devices?',
    answer:
      'In sealed moisture barrier bags with desiccant and humidity indicator cards, or in dry cabinets, according to J-STD-033.',
  },
  {
    question: 'Can you find obsolete parts?',
    answer:
      'Often, yes. Send us the part number and quantity through the Get Quote page and our sourcing team will search our supplier network.',
  },
]

const PAGE_SOURCES: ReadonlyArray<readonly [name: string, title: string, sections: readonly Section[]]> = [
  [
    'aboutus',
    `About ${COMPANY}`,
    [
      [
        'Who we are',
        [
          `${COMPANY} is a distributor of electronic components for business buyers. For ${MARKETING.years} years we have supplied manufacturers, design houses and repair centres with semiconductors, passive components, connectors and electromechanical parts.`,
          `Our team of ${MARKETING.employees} people serves ${MARKETING.customers} customers and exports to ${MARKETING.exportCountries} countries.`,
        ],
      ],
      [
        'What we do',
        [
          'We keep a broad catalog in stock, find hard-to-source parts through our supplier network, and match whole bills of materials in one step.',
          'Every part is inspected before it enters stock, stored under controlled conditions and shipped with full traceability.',
        ],
      ],
    ],
  ],
  [
    'abus1',
    'Company Profile',
    [
      [
        'Company profile',
        [
          `${COMPANY} was founded to make component sourcing simpler for engineers and buyers. Over ${MARKETING.years} years we have grown from a small trading office into a distributor with ${MARKETING.employees} employees and warehouses for reels, trays and tubes.`,
          `We serve ${MARKETING.customers} customers in ${MARKETING.exportCountries} countries, from start-ups building their first prototypes to manufacturers running high-volume production.`,
        ],
      ],
      [
        'Our catalog',
        [
          'Our catalog covers integrated circuits, discrete semiconductors, passive components, circuit protection, optoelectronics, connectors, sensors and power modules from the leading manufacturers.',
        ],
      ],
    ],
  ],
  [
    'abus2',
    'Why Choose Us',
    [
      [
        'Genuine guarantee',
        [
          'Parts come from manufacturers, franchised channels and qualified suppliers, and every lot is inspected before it is released to stock.',
        ],
      ],
      [
        'Massive spot',
        ['A broad inventory of in-stock parts ships the same day when the order is confirmed before 3 pm.'],
      ],
      [
        'Price advantage',
        [
          'Volume purchasing and long-standing supplier relationships let us offer competitive price breaks from sample to production quantities.',
        ],
      ],
      [
        'One stop purchase',
        ['Search, quote, match a whole BOM and order in one place, with a single invoice and one shipment.'],
      ],
    ],
  ],
  [
    'abus3',
    'Quality Assurance',
    [
      [
        'Incoming inspection',
        [
          'Every incoming lot is checked against the order: part number, manufacturer, date code, quantity and packaging. Labels and markings are compared with the manufacturer documentation.',
        ],
      ],
      [
        'Testing',
        [
          'Lots from non-franchised sources are sampled for X-ray inspection, decapsulation and electrical testing when needed.',
        ],
      ],
      [
        'Storage and handling',
        [
          'Moisture-sensitive devices are stored in sealed bags or dry cabinets. Handling areas are protected against electrostatic discharge.',
        ],
      ],
    ],
  ],
  [
    'abus4',
    'Contact Us',
    [
      [
        'Sales',
        ['Email sales@partfront.example or call +1 555 0100 during office hours, Monday to Friday, 9:00 to 18:00.'],
      ],
      ['Address', ['Partfront Components Ltd., 100 Component Way, Suite 300, San Jose, CA 95134, United States.']],
      ['Contact form', ['You can also send us a message with the contact form; we answer within one working day.']],
    ],
  ],
  [
    'certificate',
    'Certificates',
    [
      [
        'ISO 9001:2015',
        [
          'Our quality management system is certified to ISO 9001:2015 for the sourcing, inspection, storage and distribution of electronic components. The certificate is renewed after an annual surveillance audit.',
        ],
        'iso9001',
      ],
      [
        'ERAI membership',
        [
          'As a member of ERAI, we report and check suspect counterfeit and nonconforming parts, and screen suppliers against the shared database.',
        ],
        'erai',
      ],
      [
        'ESD control',
        ['Our handling areas follow ANSI/ESD S20.20 practices for the control of electrostatic discharge.'],
      ],
    ],
  ],
  [
    'quality',
    'Quality',
    [
      [
        'RoHS and REACH',
        [
          'Products in our catalog are marked with their RoHS status. We supply RoHS and REACH declarations on request.',
        ],
      ],
      [
        'Testing',
        [
          'Suspect lots are tested in our own lab: visual inspection, X-ray, decapsulation, solderability and electrical tests as needed.',
        ],
      ],
      ['ISO 9001', ['Our processes are certified to ISO 9001:2015. See the certificate page for details.']],
    ],
  ],
  [
    'privacypolicy',
    'Privacy Policy',
    [
      [
        'What we collect',
        [
          'We collect the information you give us when you register, order, request a quote or contact us: your name, company, email address, telephone number and addresses.',
        ],
      ],
      [
        'How we use it',
        [
          'We use your information to process orders and quotes, to provide customer support and, with your consent, to send you product news. We do not sell your personal information.',
        ],
      ],
      [
        'Cookies',
        ['We use cookies to keep you signed in, to remember your language and to understand how our website is used.'],
      ],
      ['Your rights', ['You can ask us to access, correct or delete your personal information by contacting us.']],
    ],
  ],
  [
    'refundpolicy',
    'Refund Policy',
    [
      [
        'Returns',
        [
          `Return and compliance requests must be submitted within ${RETURNS.windowDays} days of receipt of the goods. The item must be returned in its original state, in its original packaging, for replacement or refund.`,
        ],
      ],
      [
        'How to request a return',
        [
          'Open the order in your account and request a return, or contact our sales team with the order number, the part number, the quantity and the reason for the return.',
        ],
      ],
      [
        'Refunds',
        ['Refunds are made to the original payment method after the returned goods have been received and inspected.'],
      ],
      [
        'Exceptions',
        [
          'Parts that have been soldered, programmed or removed from their moisture barrier bags cannot be returned unless they are defective.',
        ],
      ],
    ],
  ],
  [
    'termsconditions',
    'Terms and Conditions',
    [
      [
        'Orders',
        ['An order is binding once it is confirmed and paid. Prices are in US dollars and exclude taxes and duties.'],
      ],
      ['Delivery', [`Goods are shipped with ${CARRIER_LIST}. Risk passes to the buyer on delivery.`]],
      [
        'Warranty',
        [
          'Products carry the warranty of their manufacturer. We replace or refund parts that do not conform to the order.',
        ],
      ],
      ['Liability', ['Our liability is limited to the value of the goods supplied.']],
    ],
  ],
  [
    'website',
    'About This Website',
    [
      [
        'This website',
        [`This is the online store of ${COMPANY}. Prices, stock and lead times are updated throughout the day.`],
      ],
    ],
  ],
  [
    'seo',
    'Electronic Components Distributor',
    [
      [
        'Electronic components distributor',
        [
          `${COMPANY} supplies integrated circuits, passive components, discrete semiconductors, connectors and sensors to business buyers in ${MARKETING.exportCountries} countries.`,
        ],
      ],
    ],
  ],
]

type IndustryName = (typeof INDUSTRIES)[number]

// Keyed by the constant's names, so the compiler checks that all six have content.
const INDUSTRY_DETAILS: Readonly<Record<IndustryName, Omit<DemoIndustry, 'name' | 'pageName'>>> = {
  Automotive: {
    slug: 'automotive',
    summary: 'AEC-Q qualified parts for body electronics, lighting, infotainment and battery management.',
    paragraphs: [
      'Vehicles now carry dozens of electronic control units, from body and comfort modules to advanced driver assistance and battery management in electric cars.',
      'We supply AEC-Q100, AEC-Q101 and AEC-Q200 qualified microcontrollers, CAN and LIN transceivers, MOSFETs, TVS diodes and passive components, with full traceability.',
    ],
    categorySlugs: ['microcontrollers', 'interface-transceivers', 'mosfets', 'tvs-diodes', 'mlcc'],
  },
  'Industrial Automation': {
    slug: 'industrial-automation',
    summary: 'Components for PLCs, drives, sensors and industrial networks.',
    paragraphs: [
      'Industrial equipment must run for years in harsh conditions. Designers choose parts with wide temperature ranges, robust protection and long availability.',
      'Our catalog covers RS-485 and CAN transceivers, isolated power modules, relays, terminal blocks, motor drivers and sensors for factory automation.',
    ],
    categorySlugs: ['interface-transceivers', 'dc-dc-modules', 'relays', 'terminal-blocks', 'motor-gate-drivers'],
  },
  Medical: {
    slug: 'medical',
    summary: 'Precision analog, low-power and isolation parts for medical devices.',
    paragraphs: [
      'Medical devices need accurate measurement, low power consumption and safe isolation between patient and mains.',
      'We supply precision op amps, data converters, low-noise regulators, medical-grade AC-DC modules and sensors for patient monitoring and diagnostic equipment.',
    ],
    categorySlugs: ['op-amps', 'data-converters', 'ldo-regulators', 'ac-dc-modules', 'temperature-humidity-sensors'],
  },
  Communications: {
    slug: 'communications',
    summary: 'RF, timing and high-speed interface components for networking and wireless.',
    paragraphs: [
      'Communication equipment depends on clean clocks, low-noise RF front ends and high-speed interfaces.',
      'Our catalog includes wireless SoCs and modules, RF amplifiers and switches, crystals and oscillators, and ESD protection for data lines.',
    ],
    categorySlugs: ['rf-transceivers', 'wireless-modules', 'rf-front-end', 'oscillators', 'esd-protection'],
  },
  'Consumer Electronics': {
    slug: 'consumer-electronics',
    summary: 'Small, efficient parts for wearables, smart home devices and chargers.',
    paragraphs: [
      'Consumer products need small packages, low cost and long battery life.',
      'We supply microcontrollers, battery chargers, DC-DC converters, USB-C connectors, LEDs and chip passives in the smallest case sizes.',
    ],
    categorySlugs: ['microcontrollers', 'battery-management', 'dc-dc-converters', 'usb-connectors', 'leds'],
  },
  'New Energy': {
    slug: 'new-energy',
    summary: 'Power semiconductors, sensing and protection for solar, storage and charging.',
    paragraphs: [
      'Solar inverters, energy storage systems and electric vehicle chargers convert power at high voltage and high efficiency.',
      'Our catalog covers power MOSFETs, gate drivers, current sensors, film capacitors, fuses and varistors for new energy applications.',
    ],
    categorySlugs: ['mosfets', 'motor-gate-drivers', 'current-sensors', 'film-capacitors', 'varistors'],
  },
}

/** The six industry applications, in the order of `INDUSTRIES`. */
export const INDUSTRY_APPLICATIONS: readonly DemoIndustry[] = INDUSTRIES.map((name): DemoIndustry => {
  const details = INDUSTRY_DETAILS[name]
  return { name, ...details, pageName: `application-${details.slug}` }
})

/** Every content page: the company pages, policies, FAQ and one page per industry application. */
export const CONTENT_PAGES: readonly DemoContentPage[] = [
  ...PAGE_SOURCES.map(([name, title, sections]): DemoContentPage => ({
    name,
    title,
    html: sectionsHtml(sections),
    updatedAt: UPDATED,
  })),
  {
    name: 'faq',
    title: 'Frequently Asked Questions',
    html: FAQ.map((entry) => `<h3>${escapeHtml(entry.question)}</h3>\n<p>${escapeHtml(entry.answer)}</p>`).join('\n'),
    updatedAt: UPDATED,
  },
  ...INDUSTRY_APPLICATIONS.map((industry): DemoContentPage => ({
    name: industry.pageName,
    title: `${industry.name} Applications`,
    html: `<p>${escapeHtml(industry.summary)}</p>\n${paragraphsHtml(industry.paragraphs)}`,
    updatedAt: UPDATED,
  })),
]

export const BANNERS: readonly DemoBanner[] = (
  [
    [BANNER.type.homeCarousel, 'Genuine parts, shipped today', '/catalog', 'home-stock'],
    [BANNER.type.homeCarousel, 'Upload your BOM and get every line matched', '/bom', 'home-bom'],
    [BANNER.type.homeCarousel, 'Automotive-qualified components', '/application/automotive', 'home-automotive'],
    [BANNER.type.homeAds, 'Request a quote in one working day', '/quote', 'ads-quote'],
    [BANNER.type.homeAds, 'Browse brands A to Z', '/brand', 'ads-brands'],
    [BANNER.type.pageTop, 'Free inspection report with every order', null, 'top-quality'],
  ] as const
).flatMap(([type, title, link, image], index) =>
  BANNER.classes.map((classes, layout): DemoBanner => ({
    id: index * BANNER.classes.length + layout + 1,
    type,
    classes,
    title,
    image: `/images/banners/${image}-${classes}.jpg`,
    link,
    sort: index,
  })),
)

export const BASE_CONFIG: DemoBaseConfig = {
  name: BASE_CONFIG_NAME,
  type: CATALOG_TYPE.config,
  webConfig: {
    logo: '/images/logo.svg',
    siteName: 'Partfront',
    phone: '+1 555 0100',
    email: 'sales@partfront.example',
    address: 'Partfront Components Ltd., 100 Component Way, Suite 300, San Jose, CA 95134, United States',
    workingHours: 'Monday to Friday, 9:00 to 18:00 (UTC-8)',
    socialLinks: [
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/partfront' },
      { name: 'YouTube', url: 'https://www.youtube.com/@partfront' },
      { name: 'X', url: 'https://x.com/partfront' },
    ],
  },
}
