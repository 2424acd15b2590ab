/**
 * The console's one stylesheet. It is served at a URL holding its hash with a year's cache, so the
 * pages' Content-Security-Policy can say `style-src 'self'` and a change is never served stale.
 */
import { createHash } from 'node:crypto';

export const CONSOLE_CSS = `
:root { color-scheme: light; --ink: #1d1d1f; --muted: #55555c; --line: #d4d4d8; --bg: #f4f4f5; --accent: #0b3d2e; --focus: #0a58ca; --danger: #a4161a; --ok: #14532d; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; z-index: 2; }
.skip:focus { left: .5rem; top: .5rem; }
header.top { background: var(--accent); color: #fff; padding: .75rem 1rem; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; }
header.top a, header.top .who { color: #fff; }
.brand { font-weight: 700; text-decoration: none; margin-right: auto; }
nav.main ul { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; padding: 0; }
nav.main a { text-decoration: none; padding: .25rem 0; display: inline-block; }
nav.main a[aria-current="page"] { text-decoration: underline; text-underline-offset: .3em; font-weight: 600; }
.userbar { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: flex-end; padding: .5rem 1rem; background: #fff; border-bottom: 1px solid var(--line); font-size: .9rem; }
.userbar form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 0; }
.userbar button, td button { white-space: nowrap; }
.userbar select { width: auto; min-height: 2.25rem; padding: .3rem .5rem; }
.userbar button { min-height: 2.25rem; padding: .3rem .75rem; }
main { max-width: 84rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 .75rem; }
section.card { background: #fff; border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin-bottom: 1rem; }
section.card > h2:first-child { margin-top: 0; }
form.stack { display: grid; gap: .9rem; max-width: 36rem; }
.grid2 { display: grid; gap: .9rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); align-items: start; }
.field { display: grid; gap: .25rem; }
.field label, fieldset legend { font-weight: 600; }
.hint { color: var(--muted); font-size: .875rem; }
input[type=text], input[type=email], input[type=password], input[type=number], input[type=date], input[type=search], select {
  font: inherit; padding: .55rem .6rem; border: 1px solid #8a8a93; border-radius: .375rem; background: #fff; width: 100%; min-height: 2.75rem; }
input[aria-invalid=true], select[aria-invalid=true] { border-color: var(--danger); border-width: 2px; }
fieldset { border: 1px solid var(--line); border-radius: .375rem; padding: .5rem .75rem; margin: 0; }
.checks { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
.check { display: flex; gap: .4rem; align-items: center; min-height: 2.75rem; }
.check input { width: 1.25rem; height: 1.25rem; }
button { font: inherit; cursor: pointer; padding: .55rem 1rem; min-height: 2.75rem; border-radius: .375rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: #fff; color: var(--danger); border-color: var(--danger); }
header.top button.link, .userbar button.link { background: none; border: 1px solid currentColor; color: inherit; padding: .25rem .75rem; min-height: 2.25rem; }
.error { color: var(--danger); font-weight: 600; margin: 0; }
.notice { border-left: 4px solid var(--ok); background: #ecfdf3; padding: .75rem 1rem; margin: 0 0 1rem; }
.alert { border-left: 4px solid var(--danger); background: #fef2f2; padding: .75rem 1rem; margin: 0 0 1rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; font-size: .95rem; }
/* Each table follows a heading that says the same: its caption names it for screen readers only. */
caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
th, td { text-align: left; padding: .5rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #ececef; font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; }
td form { margin: 0; }
.badge { display: inline-block; padding: .05rem .5rem; border-radius: 1rem; background: #e4e4e7; font-size: .85rem; }
.badge.ok { background: #dcfce7; color: var(--ok); }
.badge.warn { background: #fef3c7; color: #713f12; }
.badge.bad { background: #fee2e2; color: var(--danger); }
.qr svg { width: 9rem; height: 9rem; display: block; }
.device-link { word-break: break-all; font-size: .85rem; }
dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .35rem 1rem; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.secret { font: 600 1.4rem/1.3 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: .05em; }
.inline { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin-bottom: 1rem; }
.inline .field { flex: 1 1 16rem; }
.row-actions { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.row-actions input[type=number] { width: 5.5rem; }
ul.links { padding-left: 1.2rem; }
ul.links li { margin: .35rem 0; }
@media (max-width: 40rem) {
  main { padding: .75rem; }
  h1 { font-size: 1.35rem; }
  table.stack-sm thead { position: absolute; left: -999px; }
  table.stack-sm tr { display: block; border-bottom: 2px solid var(--line); padding: .25rem 0; }
  table.stack-sm td { display: block; border: 0; padding: .3rem .5rem; overflow-wrap: anywhere; }
  table.stack-sm td::before { content: attr(data-label); display: block; font-size: .85rem; font-weight: 600; color: var(--muted); }
  dl.facts { grid-template-columns: minmax(0, 1fr); gap: 0; }
  dl.facts dd { margin-bottom: .5rem; }
  table.stack-sm td.num { text-align: left; }
}
`;

/** The stylesheet's address: its hash names the version. */
export const CONSOLE_CSS_PATH = `/assets/console.${createHash('sha256').update(CONSOLE_CSS).digest('hex').slice(0, 12)}.css`;
