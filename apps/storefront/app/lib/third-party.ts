/**
 * Whether the page may start third-party pieces (000 §4, §7): the tag manager, the content
 * editor's toolbar, the sizing service. `?thirdparty=disabled` on a page's address switches them
 * all off for that page.
 */
export function thirdPartyEnabled(search: string): boolean {
  return new URLSearchParams(search).get('thirdparty') !== 'disabled';
}
