/** The path of page `page` of a listing at `path` (the first page without `?page=`). */
export function pagePath(path: string, page: number): string {
  if (page <= 1) return path
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`
}
