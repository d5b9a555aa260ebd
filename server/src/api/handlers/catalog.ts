import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of catalogDetail, catalogGroup, otherSitemap, otherBanner, configDetail, productDetail, productGuess, productIndex, brandList, brandDetail, newsList, newsDetail, contentPage. */
export const catalogHandlers: Partial<HandlersFor<EndpointName>> = {}
