/**
 * The browser navigation the data clients use for the 401 redirect. A replaceable
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
