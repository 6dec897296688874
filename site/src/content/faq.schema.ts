/** The schema of content/faq.yaml, found by its name (docs/editing-content.md). */
export { FaqSchema as default } from './admissions-facts.schema';
