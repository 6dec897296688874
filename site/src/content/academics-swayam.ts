import type { z } from 'zod';
import data from '../../../content/academics/swayam.yaml';
import type { SwayamPage } from './academics-swayam.schema';

/* /academics/swayam (docs/product-decisions.md §5), from content/academics/swayam.yaml. */
export const swayamPage = data as z.output<typeof SwayamPage>;
