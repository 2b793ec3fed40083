export * from './requests';
export * from './laws';
export * from './messages';
export * from './opt-out';
export * from './erased';
