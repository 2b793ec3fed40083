/** A blog post id from the address: a plain positive whole number, else null (the page answers 404). */
export function postIdOf(text: string | string[] | undefined): number | null {
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}
