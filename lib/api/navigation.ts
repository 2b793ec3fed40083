/**
 * The browser navigation the data clients use for the 401 redirect, and pages use for a page that
 * must load as a document of its own (the payment page, under its own policy). A replaceable
 * dependency: tests observe `navigation.navigate` with jest.spyOn instead of a real page load.
 */
export const navigation = {
  navigate(url: string): void {
    window.location.assign(url);
  },
  currentPath(): string {
    return window.location.pathname;
  },
};
