import data from '../../../content/academics/swayam.yaml';

/* /academics/swayam (docs/product-decisions.md §5), from content/academics/swayam.yaml. */
export const swayamPage = data;
