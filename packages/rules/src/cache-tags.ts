/**
 * Cache tags (decision 063): what a page was built from, so a cache can drop exactly the pages a
 * change touches. The API adds them while it answers (products, categories, listings); the database
 * announces the same names when rows change (migration 0011); the server's page cache and a CDN
 * (`Surrogate-Key`, `Cache-Tag`) purge by them. The SQL triggers spell the same formats.
 */

/** A product by id (its row, price, stock, images, bundle slots); a variant also names its parent. */
export function productTag(id: number): string {
  return `p:${id}`;
}

/** The listing of a category (its members, their order and stock), by id. */
export function categoryTag(id: number): string {
  return `c:${id}`;
}

/** A content document by uid (a page, a block, the menus and footer of the shell), in any language. */
export function contentTag(uid: string): string {
  return `d:${uid}`;
}

/** The routable content document of a type at an address (`du:page:klantenservice`), found or not. */
export function contentAddressTag(type: string, urlKey: string): string {
  return `du:${type}:${urlKey}`;
}

/** Special tags: a listing without a category (search), reference data every page reads, everything. */
export const cacheTag = {
  /** Search results and listings across every category: any change to the listing read model. */
  listing: 'listing',
  /** A page that read a list of content documents (the pages a search finds): any content change. */
  content: 'content',
  /** Store configuration, categories, attributes, brands, delivery: the shell of every page. */
  shop: 'shop',
  /** Too many changes to name (a bulk update): every page. */
  everything: '*',
} as const;

/** A marker, not a tag: the page read this query parameter (only such parameters key a cached page). */
export function readParamMarker(name: string): string {
  return `?${name}`;
}

export function isReadParamMarker(tag: string): boolean {
  return tag.startsWith('?');
}

/**
 * A client of the API over HTTP that keeps pages (a storefront process apart from the API) sends this
 * request header to get the answer's tags and markers back as `extensions.cacheTags`; in process the
 * API writes them into the caller's set directly.
 */
export const CACHE_TAGS_REQUEST_HEADER = 'x-shop-cache-tags';

/** A change notice carrying tags starts with this; other notices on the channel name a table. */
export const TAG_NOTICE_PREFIX = '#';
/** PostgreSQL refuses notice payloads of 8000 bytes or more; longer lists are sent as `*`. */
export const MAX_TAG_NOTICE_BYTES = 7_900;
/** `Surrogate-Key`/`Cache-Tag` stay below this many characters; past it tags give way to their broad tag. */
export const MAX_TAG_HEADER_LENGTH = 1_800;

/** The tags of a notice payload (`#p:1 p:2 c:7`), or null when the payload names a table instead. */
export function parseTagNotice(payload: string): string[] | null {
  if (!payload.startsWith(TAG_NOTICE_PREFIX)) return null;
  return payload
    .slice(TAG_NOTICE_PREFIX.length)
    .split(' ')
    .filter((tag) => tag !== '');
}

/** The tag that stands for every tag of its kind: `products` for `p:12`, `categories` for `c:3`, `content` for `d:…`. */
export function broadTagOf(tag: string): string {
  if (tag.startsWith('p:')) return 'products';
  if (tag.startsWith('c:')) return 'categories';
  if (tag.startsWith('d:') || tag.startsWith('du:')) return cacheTag.content;
  return tag;
}

/**
 * Reference tables whose rows announce their own tags when they change (migration 0014): a page
 * cache purges by those tags, not by the table's name, which still clears the API's in-process
 * reference cache.
 */
export const selfTaggingTables: readonly string[] = ['content_documents'];

/**
 * The tags a purge names for a CDN: the changed tags and their broad tags, since a page whose
 * header had no room for its product tags carries `products` instead.
 */
export function purgeTagsFor(changed: Iterable<string>): string[] {
  const tags = new Set<string>();
  for (const tag of changed) {
    tags.add(tag);
    tags.add(broadTagOf(tag));
  }
  return [...tags];
}

/**
 * A page's tags as one header value (space-separated, as Varnish xkey, Fastly and Cloudflare read
 * them), at most `maxLength` characters: the broadest tags first; when the specific ones do not all
 * fit, each kind that does not is replaced by its broad tag.
 */
export function cacheTagHeader(tags: Iterable<string>, maxLength = MAX_TAG_HEADER_LENGTH): string {
  const named = [...new Set([...tags].filter((tag) => !isReadParamMarker(tag)))].sort();
  const joined = named.join(' ');
  if (joined.length <= maxLength) return joined;
  const broad = [...new Set(named.map(broadTagOf))].sort();
  // Categories are few: keep them precise when they fit beside the broad product tag.
  const withCategories = [...new Set(named.map((tag) => (tag.startsWith('c:') ? tag : broadTagOf(tag))))].sort().join(' ');
  if (withCategories.length <= maxLength) return withCategories;
  const broadJoined = broad.join(' ');
  return broadJoined.length <= maxLength ? broadJoined : cacheTag.everything;
}
