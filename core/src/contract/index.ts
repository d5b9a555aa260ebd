/**
 * The API contract: every endpoint once, as effect Schemas for its query, body and response `data`
 * (design.md "Contract"). The HTTP adapter, the server, msw handlers and the OpenAPI document are typed and
 * driven from `contract`.
 */
import { accountInfo, accountPassword, accountUpdate } from './account.ts'
import { addressAdd, addressDefault, addressDelete, addressEdit, addressList } from './address.ts'
import { authCaptcha, authEmailCode, authLogin, authLogout, authRegister, authResetPassword } from './auth.ts'
import { bomDetail, bomExport, bomList, bomMapping, bomPicks, bomPreview, bomPreviewExport, bomTemplate, bomToCart, bomToRfq, bomUpload } from './bom.ts'
import { brandDetail, brandList } from './brand.ts'
import { cartAdd, cartDelete, cartDetail, cartSum } from './cart.ts'
import { catalogDetail, catalogGroup } from './catalog.ts'
import { configDetail } from './config.ts'
import { contactSubmit } from './contact.ts'
import { contentPage } from './content.ts'
import type { AnyEndpoint } from './endpoint.ts'
import { favouriteAdd, favouriteList, favouriteMerge, favouriteRemove } from './favourite.ts'
import { newsDetail, newsList } from './news.ts'
import { orderCancel, orderCreate, orderDetail, orderList, orderReturn } from './order.ts'
import { otherBanner, otherSitemap } from './other.ts'
import { paymentMethods, paymentNotify, paymentResult, paymentSubmit } from './payment.ts'
import { productCompare, productDetail, productGuess, productIndex, productSameValue, productSimilar } from './product.ts'
import { quoteRfqList, quoteSubmit } from './quote.ts'
import { searchList, searchTrending } from './search.ts'

export * from './account.ts'
export * from './address.ts'
export * from './auth.ts'
export * from './bom.ts'
export * from './brand.ts'
export * from './cart.ts'
export * from './catalog.ts'
export * from './common.ts'
export * from './config.ts'
export * from './contact.ts'
export * from './content.ts'
export * from './endpoint.ts'
export * from './envelope.ts'
export * from './errors.ts'
export * from './favourite.ts'
export * from './file-download.ts'
export * from './news.ts'
export * from './order.ts'
export * from './other.ts'
export * from './parametric.ts'
export * from './payment.ts'
export * from './product.ts'
export * from './quote.ts'
export * from './search.ts'

/**
 * Every endpoint, once, keyed by its `name`. The first nine are the calls of spec §7 (API-6), with their
 * exact paths; the rest are ours, in the same `/api/{area}/{verb}` style.
 */
export const contract = {
  // spec §7 (API-6)
  cartDetail,
  cartAdd,
  cartDelete,
  cartSum,
  catalogDetail,
  catalogGroup,
  otherSitemap,
  otherBanner,
  configDetail,
  // auth and account
  authCaptcha,
  authEmailCode,
  authRegister,
  authLogin,
  authLogout,
  authResetPassword,
  accountInfo,
  accountUpdate,
  accountPassword,
  addressList,
  addressAdd,
  addressEdit,
  addressDelete,
  addressDefault,
  // catalog
  searchList,
  searchTrending,
  productDetail,
  productGuess,
  productSameValue,
  productSimilar,
  productCompare,
  productIndex,
  brandList,
  brandDetail,
  // quotes and BOMs
  quoteSubmit,
  quoteRfqList,
  bomUpload,
  bomPreview,
  bomPreviewExport,
  bomMapping,
  bomList,
  bomDetail,
  bomExport,
  bomTemplate,
  bomPicks,
  bomToCart,
  bomToRfq,
  // orders and payment
  orderCreate,
  orderList,
  orderDetail,
  orderCancel,
  orderReturn,
  paymentMethods,
  paymentSubmit,
  paymentResult,
  paymentNotify,
  // favourites, contact, content
  favouriteList,
  favouriteAdd,
  favouriteRemove,
  favouriteMerge,
  contactSubmit,
  newsList,
  newsDetail,
  contentPage,
} as const

/** The contract's endpoint names. */
export type EndpointName = keyof typeof contract

/** The endpoints as a list, in `contract` order. */
export const endpoints: ReadonlyArray<AnyEndpoint> = Object.values(contract)
