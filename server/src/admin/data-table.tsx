/** The console's lists: one table markup for all of them, readable as stacked cards on small screens. */
import type { ReactNode } from 'react';
import { t, type ConsoleLanguage, type MessageKey } from './messages.ts';

/** One column: its header, whether it holds numbers (right-aligned), the cell and any data-* attributes of the cell. */
export interface Column<T> {
  label: MessageKey;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
  attrs?: (row: T) => Record<string, string>;
}

export interface DataTableProps<T> {
  lang: ConsoleLanguage;
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Attributes of the row itself (data-* for tests and scripts). */
  rowAttrs?: (row: T) => Record<string, string>;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: string;
}

/** A list as a table: caption, column headers and on every cell its column's label (for the stacked small-screen view). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { lang, columns } = props;
  if (props.empty !== undefined && props.rows.length === 0) return <p>{props.empty}</p>;
  const labels = columns.map((column) => t(lang, column.label));
  return (
    <div className="table-wrap">
      <table className="stack-sm">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'num' : undefined}>
                {labels[index]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, rowIndex) => (
            <tr key={props.rowKey(row, rowIndex)} {...props.rowAttrs?.(row)}>
              {columns.map((column, index) => (
                <td key={index} data-label={labels[index]} className={column.numeric ? 'num' : undefined} {...column.attrs?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled section of a page around a list; `children` come between the heading and the table (search, paging …). */
export function TableSection<T>(props: DataTableProps<T> & { id: string; title: string; children?: ReactNode }) {
  const { id, title, children, ...table } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <DataTable {...table} />
    </section>
  );
}
