/** The form that opens a table (`/admin/tables`), read by its schema into the open command's input. */
import { z } from 'zod';
import { cleanTableLabel, INSTORE_MAX_TABLE_HOURS } from '@shop/api/console';
import { field } from './http.ts';
import { parseWholeNumber } from './form-values.ts';
import { readForm, refuse, type FieldErrors, type FormResult } from './forms.ts';

export interface OpenTableForm {
  storeLocationId: string;
  tableLabel: string;
  hours: string;
}

export type OpenTableErrors = FieldErrors<keyof OpenTableForm>;

export interface OpenTableInput {
  storeLocationId: number;
  tableLabel: string;
  hours: number;
}

export function openTableFormValues(body: unknown): OpenTableForm {
  return { storeLocationId: field(body, 'storeLocationId'), tableLabel: field(body, 'tableLabel'), hours: field(body, 'hours') };
}

/** A shop of `shopIds`, a label by the tabletop service's rule (1–40 characters), 1 to 24 whole hours. */
function openTableSchema(shopIds: readonly number[]): z.ZodType<OpenTableInput, OpenTableForm> {
  return z.object({
    storeLocationId: z.string().transform((text, ctx) => {
      const id = parseWholeNumber(text, 1, 2_147_483_647);
      return id !== null && shopIds.includes(id) ? id : refuse(ctx, 'table.shop.invalid');
    }),
    tableLabel: z.string().transform((text, ctx) => {
      if (text.trim() === '') return refuse(ctx, 'table.label.required');
      try {
        return cleanTableLabel(text.length > 200 ? text.slice(0, 41) : text);
      } catch {
        return refuse(ctx, 'table.label.invalid');
      }
    }),
    hours: z.string().transform((text, ctx) => parseWholeNumber(text, 1, INSTORE_MAX_TABLE_HOURS) ?? refuse(ctx, 'table.hours.invalid')),
  });
}

/** Reads the form; `shopIds` are the active shops (whether this member may open tables there is asked after). */
export function readOpenTableForm(values: OpenTableForm, shopIds: readonly number[]): FormResult<OpenTableForm, OpenTableInput> {
  return readForm(openTableSchema(shopIds), values);
}
