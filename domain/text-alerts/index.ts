export * from './consent';
export * from './keywords';
export * from './messages';
export * from './running-late';
