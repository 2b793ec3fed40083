/**
 * What a REST failure shows when the answer cannot be read. A file of its own, without the message
 * catalogue (./messages.ts), because the browser's REST client reads it on every page that calls
 * the API.
 */
export const GENERIC_FAILURE_MESSAGE = 'Oooops! Something went wrong! Failed to fetch data from server!';
