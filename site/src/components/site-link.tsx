import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
import { LANGUAGE } from '../language';
import { isTranslated } from '../nav';

/*
 * React Router's links, for a site built once per language (docs/decisions/030). In a Marathi or
 * Hindi build the router holds only the translated pages, under /mr or /hi; a link to a page that
 * exists in English only must leave that build for the English page, as a plain link that says
 * its language. In the English build `LANGUAGE` is a constant and these are Router's own links.
 */

/** The English-only page a link leads to from a translated build, if it leads to one. */
function englishOnly(to: LinkProps['to']): string | undefined {
  if (LANGUAGE === 'en' || typeof to !== 'string' || !to.startsWith('/')) return undefined;
  const [path] = to.split(/[?#]/);
  return isTranslated(path!) ? undefined : to;
}

export function Link(props: LinkProps) {
  const { to, replace: _replace, state: _state, reloadDocument: _reload, ...rest } = props;
  const english = englishOnly(to);
  if (english) return <a href={english} hrefLang="en" {...rest} />;
  return <RouterLink {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const english = englishOnly(props.to);
  if (!english) return <RouterNavLink {...props} />;
  const {
    to: _to,
    end: _end,
    caseSensitive: _case,
    replace: _replace,
    state: _state,
    reloadDocument: _reload,
    className,
    style,
    children,
    ...rest
  } = props;
  const state = { isActive: false, isPending: false, isTransitioning: false };
  return (
    <a
      href={english}
      hrefLang="en"
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </a>
  );
}
