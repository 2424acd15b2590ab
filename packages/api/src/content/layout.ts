import type {
  FooterIcons,
  FooterMenu,
  HeaderMenu,
  LinkGroupItem,
  NavigationItem,
  NavigationItemLink,
  SellingPoint,
  Social,
  TrustedShopReviews,
} from '../platform/generated/resolvers.ts';
import type { Logger } from '../platform/logger.ts';
import { toContentLink } from './links.ts';
import { decimal, filledText, flag, integer, isRecord, objects, record, text, type JsonObject } from './read.ts';

/** Icons the selling-point strip draws; anything else falls back to the default icon (P6). */
const SELLING_POINT_ICONS = ['calendar', 'delivery', 'secure', 'thumb'];

/** One placement's selling points: empty labels hidden (P8), by sequence ascending (P7). */
export function sellingPoints(value: unknown): SellingPoint[] {
  return objects(value)
    .flatMap((item, index): SellingPoint[] => {
      const label = filledText(item.label);
      if (!label) return [];
      const icon = filledText(item.icon)?.toLowerCase() ?? '';
      return [
        {
          id: filledText(item.id) ?? String(index + 1),
          label,
          description: filledText(item.description),
          link: toContentLink(item.link),
          icon: SELLING_POINT_ICONS.includes(icon) ? icon : 'default',
          sequence: integer(item.sequence) ?? 0,
          className: filledText(item.className ?? item.class_name),
        },
      ];
    })
    .sort((a, b) => a.sequence - b.sequence);
}

/** Link-group entries with a target; an entry with neither label nor icon has nothing to show. */
export function linkGroup(value: unknown): LinkGroupItem[] {
  return objects(value).flatMap((item): LinkGroupItem[] => {
    const link = toContentLink(item.link ?? item.url);
    const label = text(item.label)?.trim() ?? '';
    const icon = filledText(item.icon);
    if (!link || (label === '' && !icon)) return [];
    return [{ label, link, icon }];
  });
}

/** A footer menu document (title and link group) under its uid. */
export function footerMenu(uid: string, data: JsonObject): FooterMenu {
  return { uid, title: text(data.title)?.trim() ?? '', link_group: linkGroup(data.link_group ?? data.link_groups) };
}

/** The header menu's link groups (the Shop entry in front of them is the storefront's own). */
export function headerMenu(data: JsonObject | undefined): HeaderMenu {
  return { link_groups: linkGroup(data?.link_groups ?? data?.link_group) };
}

/** The trust-mark strip of uid keurmerken_footer (N11). */
export function footerIcons(data: JsonObject): FooterIcons {
  return { title: text(data.title)?.trim() ?? '', link_group: linkGroup(data.link_group ?? data.link_groups) };
}

/** The trusted-shop reviews summary, or null when the document has no usable rating. */
export function trustedShop(data: JsonObject | undefined): TrustedShopReviews | null {
  const source = record(data?.trusted_shop ?? data?.trustedShop);
  const rating = decimal(source.rating);
  const url = filledText(source.url);
  if (rating === null || !url) return null;
  return { rating, review_count: integer(source.review_count ?? source.reviewCount) ?? 0, url };
}

/** Social links; the document holds a bare list or wraps it (items, socials, links). */
export function socials(data: unknown): Social[] {
  const list = Array.isArray(data) ? data : isRecord(data) ? (data.items ?? data.socials ?? data.links ?? data.link_group ?? []) : [];
  return objects(list).flatMap((item): Social[] => {
    const network = filledText(item.network ?? item.label)?.toLowerCase();
    const url = filledText(item.url) ?? toContentLink(item.link)?.href ?? null;
    return network && url ? [{ network, url }] : [];
  });
}

function navigationLinks(value: unknown): NavigationItemLink[] {
  return objects(value).flatMap((field): NavigationItemLink[] => {
    const title = filledText(field.title);
    const link = toContentLink(field.link);
    return title && link ? [{ title, link }] : [];
  });
}

/**
 * Main-navigation items from the document's body (N1, N2). An item with show_menu off is not part
 * of the menu, so it is left out. Submenu links are returned even when show_submenu is off: the flag
 * is a display choice the storefront applies, and the item itself stays a plain link there.
 */
export function navigationItems(data: JsonObject, log: Logger): NavigationItem[] {
  return objects(data.body).flatMap((slice, index): NavigationItem[] => {
    const primary = record(slice.primary);
    if (!flag(primary.show_menu, true)) return [];
    const title = filledText(primary.title);
    const link = toContentLink(primary.link);
    if (!title || !link) {
      log.warn({ index, title }, 'navigation item without title or link skipped');
      return [];
    }
    return [
      {
        title,
        link,
        show_menu: true,
        show_submenu: flag(primary.show_submenu, true),
        color: filledText(primary.color),
        fields: navigationLinks(slice.fields),
      },
    ];
  });
}
