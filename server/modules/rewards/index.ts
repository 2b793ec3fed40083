/** The rewards module's front door: its scheduled jobs. Everything else in the module is private to it. */
export { REWARD_JOBS } from './jobs';
