/**
 * The mail outbox for developers, mounted at `/_dev/mail/` outside production only: a list of the
 * mails the shop kept (newest first) and one mail with its text and its HTML in a sandboxed frame.
 * Plain server-rendered HTML; every value is escaped, mail HTML never runs in the page's origin.
 */
import express, { type Request, type Response, type Router } from 'express';
import { findOutboxMail, listOutboxMails, type Db, type OutboxMail } from '@shop/api/server';

const LIST_LIMIT = 200;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Escaped text with its http(s) links made clickable (reset and confirmation links). */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"'&]+(?:&#38;[^\s<>"'&]+)*/g, (url) => `<a href="${url}">${url}</a>`);
}

function time(date: Date | null): string {
  return date ? date.toISOString().slice(0, 19).replace('T', ' ') : '';
}

function status(row: OutboxMail): string {
  if (row.sentAt) return `sent ${time(row.sentAt)}`;
  if (row.error) return `error: ${row.error}`;
  return 'kept (no SMTP)';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1d1d1b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f1ec;padding:12px}iframe{width:100%;height:70vh;border:1px solid #ccc}
.scroll{overflow-x:auto}.scroll table{min-width:760px}.error{color:#a30000}a{color:#0b57d0}</style></head><body>${body}</body></html>`;
}

function send(res: Response, statusCode: number, html: string): void {
  res
    .status(statusCode)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // The page needs no script; mail HTML may show images and its own inline styles.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-ancestors 'self'",
    })
    .send(html);
}

function listPage(rows: OutboxMail[]): string {
  const lines = rows
    .map(
      (
        row,
      ) => `<tr><td><a href="/_dev/mail/${row.id}">${row.id}</a></td><td>${escapeHtml(time(row.createdAt))}</td><td>${escapeHtml(row.kind)}</td>
<td>${escapeHtml(row.toAddress)}</td><td><a href="/_dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td>
<td${row.error ? ' class="error"' : ''}>${escapeHtml(status(row))}</td></tr>`,
    )
    .join('\n');
  return page(
    'Mail outbox',
    `<h1>Mail outbox</h1><p>The newest ${LIST_LIMIT} mails the shop kept, newest first. This page exists outside production only.</p>
${rows.length ? `<div class="scroll"><table><thead><tr><th>#</th><th>Time (UTC)</th><th>Kind</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${lines}</tbody></table></div>` : '<p>No mail yet.</p>'}`,
  );
}

function mailPage(row: OutboxMail): string {
  const html = row.htmlBody
    ? `<h2>HTML</h2><iframe title="HTML version" sandbox srcdoc="${escapeHtml(row.htmlBody)}"></iframe>`
    : '<p>This mail has no HTML version.</p>';
  return page(
    row.subject,
    `<p><a href="/_dev/mail/">← All mail</a></p><h1>${escapeHtml(row.subject)}</h1>
<table><tbody><tr><th>To</th><td>${escapeHtml(row.toAddress)}</td></tr><tr><th>Kind</th><td>${escapeHtml(row.kind)}</td></tr>
<tr><th>Store</th><td>${escapeHtml(row.storeCode)}</td></tr><tr><th>Time (UTC)</th><td>${escapeHtml(time(row.createdAt))}</td></tr>
<tr><th>Status</th><td${row.error ? ' class="error"' : ''}>${escapeHtml(status(row))}</td></tr></tbody></table>
<h2>Text</h2><pre>${linkified(row.textBody)}</pre>${html}`,
  );
}

/** The outbox pages; mount only outside production (`/_dev/mail`). */
export function createDevMailRouter(options: { db: Db }): Router {
  const router = express.Router();
  router.get('/', async (req: Request, res: Response, next) => {
    try {
      if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, '/_dev/mail/');
      const rows = await listOutboxMails(options, LIST_LIMIT);
      send(res, 200, listPage(rows));
    } catch (error) {
      next(error);
    }
  });
  router.get('/:id', async (req: Request, res: Response, next) => {
    try {
      const id = String(req.params.id ?? '');
      const row = /^\d{1,9}$/.test(id) ? await findOutboxMail(options, Number(id)) : null;
      if (!row) return send(res, 404, page('Not found', '<h1>No such mail</h1><p><a href="/_dev/mail/">All mail</a></p>'));
      send(res, 200, mailPage(row));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
