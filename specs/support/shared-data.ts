/**
 * The folder of real test data (`shared/data`), as the server's tests find it: one lookup for every suite.
 */
export { sharedDataFile, sharedDataRoot } from '../../server/src/testing/shared-data.ts'
