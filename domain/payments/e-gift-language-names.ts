/** The languages an e-gift card's email can be written in, each named in itself (so anyone finds their own). */
export const TEXT_LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español', pt: 'Português', ja: '日本語' } as const;
