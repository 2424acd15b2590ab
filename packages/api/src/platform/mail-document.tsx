/**
 * The shop's e-mail as a React component, rendered once to static HTML (react-dom/server): React
 * escapes every text and attribute, so no value in a mail is ever markup. Inline styles and nested
 * tables, as mail clients need.
 */
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

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

/** A paragraph whose line breaks stay line breaks. */
function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p style={{ margin: '0 0 16px' }}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

function Rows({ rows }: { rows: NonNullable<MailContent['rows']> }) {
  return (
    <table role="presentation" width="100%" cellPadding={4} cellSpacing={0} style={{ margin: '0 0 16px', borderTop: '1px solid #ddd' }}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>{row.label}</td>
            <td align="right">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Action({ action }: { action: NonNullable<MailContent['action']> }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={action.href}
        style={{ background: '#1d1d1b', color: '#fff', padding: '12px 20px', textDecoration: 'none', display: 'inline-block' }}
      >
        {action.label}
      </a>
    </p>
  );
}

export function MailDocument({ content, signature }: { content: MailContent; signature: string }): ReactNode {
  return (
    <html lang={content.language}>
      <head>
        <meta charSet="utf-8" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, background: '#f4f1ec', fontFamily: 'Helvetica,Arial,sans-serif', color: '#1d1d1b' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '32px 16px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: '#fff', padding: 32 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ fontFamily: 'Georgia,serif', fontSize: 24, letterSpacing: '.08em', paddingBottom: 24 }}>VAN ARKEL</td>
                    </tr>
                    <tr>
                      <td style={{ fontSize: 15, lineHeight: 1.5 }}>
                        {content.greeting ? <Paragraph text={content.greeting} /> : null}
                        {content.paragraphs.map((text, index) => (
                          <Paragraph key={index} text={text} />
                        ))}
                        {content.rows?.length ? <Rows rows={content.rows} /> : null}
                        {content.action ? <Action action={content.action} /> : null}
                        {(content.footer ?? []).map((text, index) => (
                          <Paragraph key={index} text={text} />
                        ))}
                        <Paragraph text={signature} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The mail as an HTML document. */
export function mailHtml(content: MailContent, signature: string): string {
  return `<!doctype html>${renderToStaticMarkup(<MailDocument content={content} signature={signature} />)}`;
}
