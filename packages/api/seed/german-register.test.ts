import { germanRegisterReport } from '@shop/rules';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../src/platform/test-file-api.ts';

const t = testApiForFile();

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows of `[where, text]` from a query that selects those two columns. */
async function texts(query: SQL): Promise<[string, string][]> {
  return (await rows<{ at: string; text: string }>(query)).map((row) => [row.at, row.text]);
}

/**
 * Every German text the seed writes: each string of the German content documents, the German
 * value of every translated (jsonb) column of every table, and the German shops' page texts.
 */
async function seededGermanTexts(): Promise<[string, string][]> {
  const content = await texts(sql`
    select d.type || ':' || d.uid as at, v #>> '{}' as text
    from content_documents d, jsonb_path_query(d.data, 'strict $.** ? (@.type() == "string")') v
    where d.lang = 'de'`);
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'jsonb' and table_name <> 'content_documents'`);
  const translated: [string, string][] = [];
  for (const { table_name: table, column_name: column } of columns) {
    translated.push(
      ...(await texts(sql`
        select ${`${table}.${column}`}::text as at, v #>> '{}' as text
        from ${sql.identifier(table)} r, jsonb_path_query(r.${sql.identifier(column)}, 'lax $.**.de ? (@.type() == "string")') v`)),
    );
  }
  const shops = await texts(sql`
    select 'store_locations:' || title as at, meta_title as text from store_locations where country = 'DE'
    union all
    select 'store_locations:' || title as at, meta_description as text from store_locations where country = 'DE'`);
  return [...content, ...translated, ...shops];
}

describe('the seeded shop speaks German with du (decision 047)', () => {
  it('has German content, product and shop texts to check', async () => {
    const all = await seededGermanTexts();
    const where = new Set(all.map(([at]) => at.split(/[:.]/)[0]));
    expect([...where]).toEqual(expect.arrayContaining(['page', 'products', 'categories', 'store_locations']));
  });

  it('has no formal address and no capitalised du form in the middle of a sentence in any German seed text', async () => {
    expect(germanRegisterReport(await seededGermanTexts())).toEqual([]);
  });

  it('would notice a formal text in a German page or a translated column', async () => {
    await t.db.execute(sql`
      update content_documents set data = jsonb_set(data, '{probe}', '"Finden Sie Ihr Geschäft."') where lang = 'de' and uid = 'winkels'`);
    await t.db.execute(sql`
      update categories set name = name || '{"de": "Hemden für Sie"}' where id = (select min(id) from categories)`);
    expect(germanRegisterReport(await seededGermanTexts())).toEqual([
      'page:winkels: formal address "Sie" in "Finden Sie Ihr Geschäft."',
      'page:winkels: formal address "Ihr" in "Finden Sie Ihr Geschäft."',
      'categories.name: formal address "Sie" in "Hemden für Sie"',
    ]);
  });
});
