/** The original site's order, kept by the designation filter (docs/product-decisions.md §17). */
export const DESIGNATIONS = [
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Visiting Professor',
  'Dean',
  'Head of Department',
] as const;
