/**
 * The status of a page whose data the API could not give because it was out of reach
 * (lib/page-loaders/with-page.ts): _app shows the "briefly unavailable" page for it. Its own module so the
 * browser bundle does not pull in the server-side page loader.
 */
export const UNAVAILABLE_STATUS = 503;
