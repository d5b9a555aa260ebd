/**
 * The real parts catalogs in `shared/data/parts`, read as rows of part number, maker, category, description
 * and stock, for the search rules' spec tests (search issue #7: "the real parts files … searched for part
 * numbers taken from them"): the server's test reader, under the names the spec tests use.
 */
export {
  REAL_PARTS_FILES as PARTS_FILES,
  readRealParts as readPartsFile,
  spread as spreadSample,
  type RealPart as PartsFileRow,
} from '../../server/src/search/real-parts.fixtures.ts'
