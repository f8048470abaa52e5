import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useEffect } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from './hooks';
import { createPath, resolveTo, type To } from './location';

/** A link's props: any anchor's, `to` instead of `href`, and how its navigation goes (`replace`, `state`). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/** True when the browser should handle a click itself: not the main button, a modifier key held, or a target or download on the link. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    download !== undefined ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * An `<a>` to `to` that navigates in the app on a plain left click (after `onClick`, unless it
 * prevented the default), replacing the history entry when `replace`, or when it leads to the current URL.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = resolveTo(to, location.pathname);
  const href = createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowserClick(event, anchor.target, anchor.download)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...anchor} href={href} onClick={handleClick} />;
}

/** Navigates to `to` once rendered (in an effect, so never during a server render). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: To }) {
  const navigate = useNavigate();
  const href = createPath(resolveTo(to, useLocation().pathname));
  useEffect(() => navigate(href, { replace, state }), [navigate, href, replace, state]);
  return null;
}
