import type { Default, Flag, Id, Instant, Json, Money } from './values.ts'

/**
 * Every table both engines hold, declared once: what a row holds as the store's code reads and writes it
 * (`values.ts` says how each kind of value is kept). The columns are those of the release's migrations
 * (`migrations/release-schema.ts`); a new migration that changes a table changes its type here.
 *
 * The search index's own tables (SQLite's FTS5 tables and buckets, PostgreSQL's trigram names) are not here:
 * only each engine's search code reads them, with SQL of its own (see the store's README).
 */
export interface Tables {
  categories: {
    id: Id
    parent_id: number | null
    name: string
    slug: string
    description: Default<string>
    image: string | null
    seo_title: string | null
    seo_keywords: string | null
    seo_description: string | null
    sort: Default<number>
  }
  manufacturers: { id: Id; name: string; slug: string; logo: string | null; website: string | null; description: Default<string> }
  products: {
    id: Id
    part_number: string
    normalized: string
    base_normalized: string
    manufacturer_id: number
    category_id: number
    description: Default<string>
    package: Default<string>
    datasheet_url: string | null
    image: string | null
    stock: Default<number>
    lead_time_days: number | null
    moq: Default<number>
    spq: Default<number>
    rohs: Default<Flag>
    price_ladder: Default<Json<unknown[]>>
    unit_price: Money | null
    attributes: Default<Json<unknown[]>>
    updated_at: Instant
    /** The stock number of the product's last stock change, 0 for none (migration `0003-facet-versions`). */
    stock_seq: Default<number>
  }
  product_codes: { product_id: number; distributor: string; code: string; normalized: string }
  news_categories: { id: Id; name: string; sort: number }
  news: { id: Id; category_id: number; title: string; summary: Default<string>; body: string; image: string | null; published_at: Instant }
  content_pages: {
    name: string
    title: string
    body: string
    seo_title: string | null
    seo_keywords: string | null
    seo_description: string | null
    updated_at: Instant
  }
  banners: { id: Id; position: string; title: string; image: string; link: string | null; sort: Default<number>; classes: Default<'pc' | 'mobile'> }
  industry_applications: { id: Id; name: string; slug: string; summary: Default<string>; image: string | null; sort: Default<number> }
  configs: { name: string; type: number; value: Json<unknown> }

  users: {
    id: Id
    email: string
    password_hash: string
    first_name: Default<string>
    last_name: Default<string>
    company: Default<string>
    country: Default<string>
    mobile: Default<string>
    tel: Default<string>
    address: Default<string>
    remark: Default<string>
    email_updates: Default<Flag>
    created_at: Instant
    updated_at: Instant
  }
  sessions: { token_hash: string; user_id: number; created_at: Instant; expires_at: Instant; revoked_at: Instant | null }
  addresses: {
    id: Id
    user_id: number
    first_name: string
    last_name: string
    company: Default<string>
    country: string
    state: Default<string>
    city: string
    address: string
    postcode: Default<string>
    tel: string
    email: Default<string>
    is_default: Default<Flag>
    created_at: Instant
  }
  captchas: { id: string; answer_digest: string; created_at: Instant; expires_at: Instant }
  email_codes: {
    email: string
    purpose: 'register' | 'reset_password'
    code_digest: string
    attempts: Default<number>
    created_at: Instant
    expires_at: Instant
    used_at: Instant | null
  }
  rate_limits: { kind: string; key: string; window_start: Instant; window_end: Instant; hits: number }

  cart_items: {
    id: Id
    user_id: number
    product_id: number
    quantity: number
    customer_reference: Default<string>
    created_at: Instant
    updated_at: Instant
  }
  favourites: { id: Id; user_id: number; product_id: number; added_at: Instant }
  quotes: {
    id: Id
    user_id: number | null
    source: 'product_form' | 'quote_page' | 'rfq_list'
    name: string
    email: string
    company: Default<string>
    tel: Default<string>
    remark: Default<string>
    status: Default<'new' | 'answered' | 'closed'>
    ip: string
    created_at: Instant
    updated_at: Instant
  }
  quote_lines: {
    id: Id
    quote_id: number
    product_id: number | null
    model: string
    manufacturer: Default<string>
    package: Default<string>
    target_price: Money | null
    description: Default<string>
    qty: number
    option: Default<string>
  }
  contact_messages: {
    id: Id
    user_id: number | null
    name: string
    company: Default<string>
    tel: Default<string>
    email: string
    message: string
    status: Default<'new' | 'answered' | 'closed'>
    ip: string
    created_at: Instant
    updated_at: Instant
  }

  orders: {
    id: Id
    order_no: string
    user_id: number
    status: 'pending_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled'
    carrier: 'UPS' | 'DHL' | 'TNT' | 'FEDEX'
    remark: Default<string>
    address: Json<unknown>
    item_count: number
    subtotal: Money
    shipping: Money
    total: Money
    tracking_number: string | null
    po_number: Default<string>
    vat_id: Default<string>
    delivery_preference: Default<'complete' | 'partial'>
    created_at: Instant
    paid_at: Instant | null
    shipped_at: Instant | null
    delivered_at: Instant | null
    cancelled_at: Instant | null
  }
  order_lines: {
    id: Id
    order_id: number
    product_id: number
    model: string
    brand_name: string
    quantity: number
    reserved: Default<number>
    unit_price: Money
    line_total: Money
    customer_reference: Default<string>
  }
  order_status_history: { id: Id; order_id: number; status: Tables['orders']['status']; at: Instant; source: string }
  order_returns: {
    order_id: number
    kind: 'refund' | 'replacement' | 'compliance'
    description: string
    status: Default<'requested' | 'accepted' | 'rejected' | 'completed'>
    created_at: Instant
  }
  payments: {
    id: Id
    order_id: number
    user_id: number
    method: 'wire' | 'card' | 'paypal'
    status: 'pending' | 'succeeded' | 'failed' | 'cancelled'
    amount: Money
    currency: string
    provider: string | null
    provider_reference: string | null
    redirect_url: string | null
    proforma: Json<unknown> | null
    created_at: Instant
    paid_at: Instant | null
  }
  payment_events: {
    provider: string
    event_id: string
    payment_id: number
    status: 'succeeded' | 'failed'
    amount: Money
    received_at: Instant
  }
  idempotency_keys: { user_id: number; endpoint: string; key: string; body_hash: string; response: string | null; created_at: Instant }

  search_hits: { day: string; product_id: number; searches: number }

  boms: {
    id: Id
    user_id: number
    file_name: string
    status: 'uploaded' | 'distributed' | 'verifying' | 'confirmed' | 'ordered'
    contact_name: string
    contact_email: string
    contact_telephone: string
    contact_address: string
    sheet: string
    sheets: Json<unknown[]>
    header_row: number
    header: Json<unknown[]>
    header_signature: string
    mapping: Json<unknown[]>
    mapping_choice: Json<unknown[]> | null
    warnings: Json<unknown[]>
    line_count: number
    model_count: number
    created_at: Instant
    updated_at: Instant
  }
  bom_files: { bom_id: number; bytes: Uint8Array }
  bom_lines: {
    bom_id: number
    position: number
    row: number
    designators: Json<unknown[]>
    quantity: number
    mpn: string
    manufacturer: string
    alternates: Json<unknown[]>
    distributor_parts: Json<unknown[]>
    value: string
    description: string
    footprint: string
    fitted: Flag
    warnings: Json<unknown[]>
  }
  bom_status_history: { id: Id; bom_id: number; status: Tables['boms']['status']; at: Instant; source: string }
  bom_header_mappings: { user_id: number; signature: string; mapping: Json<unknown[]>; updated_at: Instant }
  bom_value_index: { product_id: number; value_key: string; chip: string; stock: number }
  bom_value_index_state: { id: number; through_id: number }
  bom_value_index_stale: { product_id: number }
  bom_picks: { bom_id: number; row: number; product_id: number; picked_at: Instant }

  /** What the release's numbered migrations recorded (`migrations/release-schema.ts` reads it). */
  schema_migrations: { version: number; name: string; applied_at: Instant }

  /** Parametric search's values (migration `0002-product-attributes`): `canonical` `null` for a text kept as text. */
  product_attribute_values: {
    product_id: number
    attribute: string
    text: string
    canonical: string | null
    base: number | null
    base_to: number | null
  }
  /** The attribute list (core's `CATEGORY_ATTRIBUTES` slug) a category's products take. */
  category_attribute_lists: { category_id: number; list: string }
  /** SQLite only (release migration 7): the catalog's version, moved by every change to what a search shows. */
  catalog_version: { id: number; version: number }
  /** SQLite only (migration `0003-facet-versions`): moved by every change to what the counts read but stock. */
  facet_version: { id: number; version: number }
  /** SQLite only (migration `0003-facet-versions`): the last stock number given to a product's stock change. */
  stock_version: { id: number; version: number }
}
