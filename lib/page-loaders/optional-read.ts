/**
 * A read a page can do without: its answer, or null when it failed (logged), so the page still
 * shows the rest. A page missing such a part is not shared-cached (its loader's `publicCache`).
 */
export async function optionalRead<T>(what: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.warn(`The page shows no ${what}:`, (error as Error)?.message ?? error);
    return null;
  }
}
