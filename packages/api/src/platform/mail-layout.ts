/**
 * The shop's e-mail layout: one plain-text and one HTML rendering of the same short message. The
 * HTML is a React component (mail-document.tsx).
 */
import { storePageUrl } from '@shop/rules';
import { mailHtml, type MailContent } from './mail-document.tsx';

export type { MailContent };

const SIGNATURE: Record<string, string> = {
  nl: 'Met vriendelijke groet,\nVan Arkel',
  en: 'Kind regards,\nVan Arkel',
  de: 'Mit freundlichen Grüßen\nVan Arkel',
};

/** Renders a message as text and HTML; every value is escaped, links must be absolute http(s) URLs. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  if (content.action && !/^https?:\/\//.test(content.action.href)) throw new Error('mail action links must be absolute');
  const signature = SIGNATURE[content.language] ?? SIGNATURE.nl!;
  const text = [
    content.greeting,
    ...content.paragraphs,
    content.rows?.map((row) => `${row.label}: ${row.value}`).join('\n'),
    content.action ? `${content.action.label}: ${content.action.href}` : undefined,
    ...(content.footer ?? []),
    signature,
  ]
    .filter((part): part is string => !!part)
    .join('\n\n');
  return { subject: content.subject, text, html: mailHtml(content, signature) };
}

/**
 * An absolute link into a store's own site: `home` is the store's home address (store/addresses.ts),
 * which carries the store choice where stores share a host (decision 046).
 */
export function storeLink(home: string, pathAndQuery: string): string {
  return storePageUrl(home, pathAndQuery);
}
