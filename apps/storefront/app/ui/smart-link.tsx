import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Linked pages are not prefetched on 2g or data-saver connections (R23). */
export function prefetchMode(): 'intent' | 'none' {
  if (typeof navigator === 'undefined') return 'intent';
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return 'none';
  return 'intent';
}

/** Whether an address is a page of this shop (so the router can take it) rather than a file or another site. */
export function isAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z\d]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension === undefined || extension === 'html';
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * The anchor of a link without a router component: app pages are marked for the router's route
 * discovery as `<Link>` marks them, `target=_blank` gets `rel=noopener` (R22). Static islands
 * (ui/static-island.tsx) render their links with it and route their clicks themselves.
 */
export function PlainLink({ href, children, target, rel, ...props }: SmartLinkProps) {
  const safeRel = target === '_blank' ? [rel, 'noopener'].filter(Boolean).join(' ') : rel;
  return (
    <a href={href} target={target} rel={safeRel} data-discover={isAppPath(href) && !target ? 'true' : undefined} {...props}>
      {children}
    </a>
  );
}

/**
 * A link to anything a content editor can point at: shop pages navigate inside the app, other
 * addresses (other sites, files, mailto:) are plain anchors; `target=_blank` gets `rel=noopener` (R22).
 */
export function SmartLink({ href, children, target, ...props }: SmartLinkProps) {
  if (isAppPath(href) && !target) {
    return (
      <Link to={href} prefetch={prefetchMode()} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <PlainLink href={href} target={target} {...props}>
      {children}
    </PlainLink>
  );
}

/**
 * The items of a list of links (the header's menu, the navigation panel's lists), one `<li>` and
 * link each, an icon before the label where given; the caller's `<ul>` holds them. In a static
 * island (`plain`) the links are `PlainLink`s.
 */
export function SmartLinkItems({
  links,
  className,
  icon,
  plain = false,
}: {
  links: readonly { href: string; label: string }[];
  className?: string;
  icon?: ReactNode;
  plain?: boolean;
}) {
  const Anchor = plain ? PlainLink : SmartLink;
  return links.map((link) => (
    <li key={link.href}>
      <Anchor href={link.href} className={className}>
        {icon}
        {link.label}
      </Anchor>
    </li>
  ));
}
