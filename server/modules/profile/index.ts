/** The profile module's front door. Everything else in the module is private to it. */
export { customerIdOf } from './caller';
