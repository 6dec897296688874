/**
 * The five enquiry forms (forms.ts). A module of its own, so that forms.schema.ts imports a plain
 * value and no content: the build reads every schema module outside Vite (site/build/content.ts).
 */
export const FORM_VARIANTS = ['modal', 'admission', 'brochure', 'barch', 'darch'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];
