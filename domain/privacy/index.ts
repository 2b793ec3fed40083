export * from './requests';
export * from './messages';
export * from './opt-out';
export * from './erased';
