/** Loads a path of the app as a new page, dropping every screen and cached query. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
