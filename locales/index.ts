/**
 * The interface text of each language: one JSON file per feature, merged into one flat
 * catalogue per language in locales/<language>.ts (a module of its own, so the browser can load
 * one language alone). English is complete and defines the keys. Keys are prefixed by
 * feature, so two files never define the same key.
 */
export { en, type MessageCatalogue } from './en';
export { es } from './es';
export { fr } from './fr';
export { ja } from './ja';
export { pt } from './pt';
