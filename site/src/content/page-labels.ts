import data from '../../../content/page-labels.yaml';
import type { PageLabels } from './page-labels.schema';

/* Small labels of the People, semester briefs and Examination pages: content/page-labels.yaml (ADR 028). */
export const PAGE_LABELS = data as PageLabels;
