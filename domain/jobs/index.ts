/** The job applications' rules shared by the storefront and the API. */
export * from './fields';
export * from './messages';
export * from './positions';
export * from './upload';
