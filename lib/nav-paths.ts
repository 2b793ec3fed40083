/** Which kind of page a path is, as the header reads it (small: the header ships it to every page). */

/** Quote and get-a-quote links start a quote; the others an order. */
export function isQuotePath(path: string): boolean {
  return /^\/(quote|get-a-quote)(\/|$|\?)/.test(path);
}

/** Summary pages (any path containing "summary") show only the logo and Back to Cart. */
export function isSummaryPath(path: string): boolean {
  return path.toLowerCase().includes('summary');
}
