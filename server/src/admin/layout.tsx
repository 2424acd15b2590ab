/** The console's page shell and form parts: one layout, labelled fields with their messages. */
import type { ReactNode } from 'react';
import { may, type StaffMember } from '@shop/api/console';
import { CONSOLE_CSS_PATH } from './styles.ts';
import { CONSOLE_LANGUAGES, t, type ConsoleLanguage, type MessageKey } from './messages.ts';

/** Where the console lives (the router's mount point). */
export const BASE = '/admin';

export type Section = 'dashboard' | 'tables' | 'orders' | 'coupons' | 'giftcards' | 'merchandising' | 'login' | 'error';

export interface PageContext {
  lang: ConsoleLanguage;
  member: StaffMember | null;
  /** The request's path inside the console, for the language switch to come back to. */
  path: string;
}

export function Page(props: { ctx: PageContext; title: string; section: Section; children: ReactNode }) {
  const { ctx, title, section } = props;
  const { lang, member } = ctx;
  const links: { section: Section; href: string; key: MessageKey; show: boolean }[] = member
    ? [
        { section: 'dashboard', href: `${BASE}/`, key: 'nav.dashboard', show: true },
        { section: 'tables', href: `${BASE}/tables`, key: 'nav.tables', show: may(member, 'tables.view') },
        { section: 'orders', href: `${BASE}/orders`, key: 'nav.orders', show: may(member, 'orders.view') },
        { section: 'coupons', href: `${BASE}/coupons`, key: 'nav.coupons', show: may(member, 'coupons.view') },
        { section: 'giftcards', href: `${BASE}/giftcards`, key: 'nav.giftcards', show: may(member, 'giftcards.lookup') },
        { section: 'merchandising', href: `${BASE}/merchandising`, key: 'nav.merchandising', show: may(member, 'merchandising.manage') },
      ]
    : [];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{`${title} · ${t(lang, 'console.name')}`}</title>
        <link rel="stylesheet" href={`${BASE}${CONSOLE_CSS_PATH}`} />
      </head>
      <body>
        <a className="skip" href="#main">
          {t(lang, 'nav.skip')}
        </a>
        <header className="top">
          <a className="brand" href={`${BASE}/`}>
            {t(lang, 'console.name')}
          </a>
          {member && (
            <nav className="main" aria-label={t(lang, 'nav.label')}>
              <ul>
                {links
                  .filter((l) => l.show)
                  .map((l) => (
                    <li key={l.section}>
                      <a href={l.href} aria-current={l.section === section ? 'page' : undefined}>
                        {t(lang, l.key)}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          )}
        </header>
        <div className="userbar">
          <form method="post" action={`${BASE}/language`}>
            <input type="hidden" name="back" value={ctx.path} />
            <label htmlFor="console-language">{t(lang, 'lang.label')}</label>
            <select id="console-language" name="lang" defaultValue={lang}>
              {CONSOLE_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {t(lang, `lang.${code}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="secondary">
              {t(lang, 'lang.apply')}
            </button>
          </form>
          {member && (
            <form method="post" action={`${BASE}/logout`}>
              <span>{t(lang, 'nav.signedInAs', { name: member.name, role: t(lang, `role.${member.role}`) })}</span>
              <button type="submit" className="secondary">
                {t(lang, 'nav.logout')}
              </button>
            </form>
          )}
        </div>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          {props.children}
        </main>
      </body>
    </html>
  );
}

/** A status line after a change (POST → redirect → GET). */
export function Notice(props: { text: string | null }) {
  if (!props.text) return null;
  return (
    <p className="notice" role="status">
      {props.text}
    </p>
  );
}

/** The summary above a refused form. */
/** A titled card of a console page; with `showErrors`, a form's error summary under its title. */
export function Card(props: { ctx: PageContext; id: string; title: string; showErrors?: boolean; children?: ReactNode }) {
  return (
    <section className="card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.showErrors === undefined ? null : <ErrorSummary ctx={props.ctx} show={props.showErrors} />}
      {props.children}
    </section>
  );
}

export function ErrorSummary(props: { ctx: PageContext; show: boolean }) {
  if (!props.show) return null;
  return (
    <p className="alert" role="alert">
      {t(props.ctx.lang, 'form.errorSummary')}
    </p>
  );
}

interface FieldProps {
  ctx: PageContext;
  id: string;
  name: string;
  label: string;
  value: string;
  error?: MessageKey | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'date' | 'search';
  required?: boolean;
  optional?: boolean;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email';
  min?: number;
  max?: number;
  maxLength?: number;
}

/**
 * What a form's field takes from its name: the input's id and name, the value as typed and its message
 * (`<Field ctx={ctx} {...fieldOf('amount', values, errors)} label={…} />`).
 */
export function fieldOf<K extends string>(name: K, values: Record<K, string>, errors: Partial<Record<K, MessageKey>>) {
  return { id: name, name, value: values[name], error: errors[name] };
}

/** A labelled input; its message (when refused) sits under it and is named by aria-describedby. */
export function Field(props: FieldProps) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const described = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.optional ? ` ${t(props.ctx.lang, 'form.optional')}` : ''}
      </label>
      {props.hint && (
        <span className="hint" id={hintId}>
          {props.hint}
        </span>
      )}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        required={props.required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
      />
      {props.error && (
        <p className="error" id={errorId}>
          {t(props.ctx.lang, props.error)}
        </p>
      )}
    </div>
  );
}

/** A list's search: one search field sent with GET to `action`, and its button. */
export function SearchForm(props: Omit<FieldProps, 'type'> & { action: string }) {
  const { action, ...field } = props;
  return (
    <form className="inline" method="get" action={action} role="search">
      <Field {...field} type="search" />
      <button type="submit">{t(props.ctx.lang, 'common.search')}</button>
    </form>
  );
}

/** A labelled choice from a list (with an empty first choice when `placeholder` is given); its message as a field's. */
export function SelectField(props: {
  ctx: PageContext;
  id: string;
  label: string;
  value: string;
  error?: MessageKey | undefined;
  placeholder?: string;
  options: { value: string; label: string }[];
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.id}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError ctx={props.ctx} id={errorId} error={props.error} />
    </div>
  );
}

/** An error message for a group (select, checkboxes). */
export function FieldError(props: { ctx: PageContext; id: string; error?: MessageKey | undefined }) {
  if (!props.error) return null;
  return (
    <p className="error" id={props.id}>
      {t(props.ctx.lang, props.error)}
    </p>
  );
}

/** A one-button form that posts to `action` (block, close …). */
export function ActionButton(props: { action: string; label: string; className?: string }) {
  return (
    <form method="post" action={props.action}>
      <button type="submit" className={props.className ?? 'secondary'}>
        {props.label}
      </button>
    </form>
  );
}
