/** The shop's e-mail layout: one plain-text and one HTML rendering of the same short message. */
export interface MailContent {
  /** nl | en | de: the store language the texts are in. */
  language: string;
  /** Shown in the inbox list; also the HTML document title. */
  subject: string;
  greeting?: string;
  /** Paragraphs of plain text; escaped in HTML. */
  paragraphs: string[];
  /** The one button of the mail (reset password, confirm sign-up, view order …) with an absolute URL. */
  action?: { label: string; href: string };
  /** Rows shown as a small table (order lines, totals), label and value. */
  rows?: { label: string; value: string }[];
  /** Closing lines after the action. */
  footer?: string[];
}

const SIGNATURE: Record<string, string> = {
  nl: 'Met vriendelijke groet,\nVan Arkel',
  en: 'Kind regards,\nVan Arkel',
  de: 'Mit freundlichen Grüßen\nVan Arkel',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

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
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:24px;letter-spacing:.08em;padding-bottom:24px">VAN ARKEL</td></tr>
<tr><td style="font-size:15px;line-height:1.5">
${content.greeting ? paragraph(content.greeting) : ''}${content.paragraphs.map(paragraph).join('')}${
    content.rows?.length
      ? `<table role="presentation" width="100%" cellpadding="4" cellspacing="0" style="margin:0 0 16px;border-top:1px solid #ddd">${content.rows
          .map((row) => `<tr><td>${escapeHtml(row.label)}</td><td align="right">${escapeHtml(row.value)}</td></tr>`)
          .join('')}</table>`
      : ''
  }${
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="background:#1d1d1b;color:#fff;padding:12px 20px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
      : ''
  }${(content.footer ?? []).map(paragraph).join('')}${paragraph(signature)}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}

/** An absolute link into the store's own site (its secure base URL from the store configuration). */
export function storeLink(secureBaseUrl: string, pathAndQuery: string): string {
  return new URL(pathAndQuery.replace(/^\//, ''), secureBaseUrl.endsWith('/') ? secureBaseUrl : `${secureBaseUrl}/`).toString();
}
