import { ViteReactSSG } from 'vite-react-ssg';
import { validateContent } from './content/validate';
import { prerenderPaths } from './nav';
import { routes } from './router';
import './styles/index.css';

// The prerender fails on content that does not match its schema; browsers skip the check.
if (import.meta.env.SSR) validateContent();

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL });

/** Read by vite-react-ssg from this entry: every page and redirect, plus the catch-all as 404.html. */
export const includedRoutes = () => [...prerenderPaths(), '/404'];
