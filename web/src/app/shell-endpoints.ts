/** The endpoints the root loader calls (`shell-loader.ts`), imported by it when it runs (issue 13). */
export { accountInfo, cartSum, catalogGroup, configDetail, searchTrending } from '@partfront/core/contract'
