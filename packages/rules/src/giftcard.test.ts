import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { giftcardTexts } from './giftcard-options.ts';
import { createGiftcardSelectionSchema, giftcardPurchaseSchema } from './giftcard.ts';
import { messageKeysByField } from './validation.ts';

const PRESETS = [25, 50, 75, 100, 150, 250];
const selection = createGiftcardSelectionSchema(PRESETS);

function problems(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : messageKeysByField(parsed.error);
}

const ecard = {
  type: 'virtual',
  amount: 50,
  senderName: 'Jan',
  recipientName: 'Piet',
  recipientEmail: 'piet@example.com',
};

const form = {
  giftcard_type: 'virtual',
  giftcard_value: 'custom',
  giftcard_amount: '42,50',
  giftcard_sender_name: ' Jan ',
  giftcard_sender_email: '',
  giftcard_recipient_name: 'Piet',
  giftcard_recipient_email: 'piet@example.com',
  giftcard_message: '',
};

describe('gift card purchase (D11–D13)', () => {
  it('D12: 4.99 refused, 5 and 500 accepted, 501 refused', () => {
    expect(problems(giftcardPurchaseSchema, { ...ecard, amount: 4.99 })).toEqual({ amount: 'giftcard.value.range' });
    expect(giftcardPurchaseSchema.parse({ ...ecard, amount: 5 }).amount).toBe(5);
    expect(giftcardPurchaseSchema.parse({ ...ecard, amount: 500 }).amount).toBe(500);
    expect(problems(giftcardPurchaseSchema, { ...ecard, amount: 501 })).toEqual({ amount: 'giftcard.value.range' });
  });

  it('D12: an amount is whole cents', () => {
    expect(giftcardPurchaseSchema.parse({ ...ecard, amount: 12.5 }).amount).toBe(12.5);
    expect(problems(giftcardPurchaseSchema, { ...ecard, amount: 12.505 })).toEqual({ amount: 'giftcard.value.invalid' });
    expect(problems(giftcardPurchaseSchema, { ...ecard, amount: Number.NaN })).toEqual({ amount: 'giftcard.value.invalid' });
  });

  it('D13: the type is physical or virtual (e-card); anything else is refused', () => {
    expect(giftcardPurchaseSchema.parse({ ...ecard, type: 'physical', recipientEmail: undefined }).type).toBe('physical');
    expect(problems(giftcardPurchaseSchema, { ...ecard, type: 'combined' })).toEqual({ type: 'giftcard.type.required' });
    expect(problems(giftcardPurchaseSchema, { ...ecard, type: undefined })).toEqual({ type: 'giftcard.type.required' });
  });

  it('D13: an e-card needs a valid recipient e-mail; a card by post does not', () => {
    expect(problems(giftcardPurchaseSchema, { ...ecard, recipientEmail: '  ' })).toEqual({
      recipientEmail: 'giftcard.recipientEmail.required',
    });
    expect(problems(giftcardPurchaseSchema, { ...ecard, recipientEmail: 'piet@' })).toEqual({ recipientEmail: 'email.invalid' });
    expect(giftcardPurchaseSchema.parse({ ...ecard, type: 'physical', recipientEmail: '' }).recipientEmail).toBeUndefined();
  });

  it('sender and recipient names are required, trimmed and at most 100 characters', () => {
    expect(problems(giftcardPurchaseSchema, { ...ecard, senderName: ' ', recipientName: undefined })).toEqual({
      senderName: 'giftcard.senderName.required',
      recipientName: 'giftcard.recipientName.required',
    });
    expect(giftcardPurchaseSchema.parse({ ...ecard, senderName: '  Jan \n de  Vries ' }).senderName).toBe('Jan de Vries');
    expect(problems(giftcardPurchaseSchema, { ...ecard, recipientName: 'x'.repeat(101) })).toEqual({ recipientName: 'name.tooLong' });
  });

  it('the message is optional, keeps its line breaks, drops control characters and has a length limit', () => {
    expect(giftcardPurchaseSchema.parse({ ...ecard, message: '' }).message).toBeUndefined();
    expect(giftcardPurchaseSchema.parse({ ...ecard, message: 'Hoi\r\nveel plezier\u0007' }).message).toBe('Hoi\nveel plezier');
    expect(giftcardPurchaseSchema.parse({ ...ecard, message: 'a'.repeat(giftcardTexts.messageMaxLength) }).message).toHaveLength(255);
    expect(problems(giftcardPurchaseSchema, { ...ecard, message: 'a'.repeat(256) })).toEqual({ message: 'giftcard.message.tooLong' });
  });

  it('hostile and oversized input gets a message per field, never an exception', () => {
    expect(problems(giftcardPurchaseSchema, null)).not.toEqual({});
    expect(
      problems(giftcardPurchaseSchema, {
        type: ['virtual'],
        amount: '1e9',
        senderName: {},
        recipientName: 3,
        recipientEmail: 'x'.repeat(300),
      }),
    ).toEqual({
      type: 'giftcard.type.required',
      amount: 'giftcard.value.range',
      senderName: 'giftcard.senderName.required',
      recipientName: 'giftcard.recipientName.required',
      recipientEmail: 'email.tooLong',
    });
  });
});

describe('gift card selection on the product page (D11, D12)', () => {
  it('D11: type and value are both required: a type alone cannot be added', () => {
    expect(problems(selection, { ...form, giftcard_value: '', giftcard_amount: '' })).toEqual({
      giftcard_value: 'giftcard.value.required',
    });
    expect(problems(selection, { ...form, giftcard_type: '' })).toEqual({ giftcard_type: 'giftcard.type.required' });
  });

  it('D11: a typed free amount counts as choosing one’s own amount (the form without scripts)', () => {
    expect(selection.parse({ ...form, giftcard_value: '', giftcard_amount: '20' }).amount).toBe(20);
    expect(problems(selection, { ...form, giftcard_value: undefined, giftcard_amount: ' ' })).toEqual({
      giftcard_value: 'giftcard.value.required',
    });
  });

  it('D11: a preset value is the amount; a value that is not offered is refused', () => {
    expect(selection.parse({ ...form, giftcard_value: '75', giftcard_amount: '' }).amount).toBe(75);
    expect(problems(selection, { ...form, giftcard_value: '80' })).toEqual({ giftcard_value: 'giftcard.value.required' });
  });

  it('D12: the free amount: 4.99 refused, 5 and 500 accepted, 501 refused, empty required', () => {
    expect(problems(selection, { ...form, giftcard_amount: '4,99' })).toEqual({ giftcard_amount: 'giftcard.value.range' });
    expect(selection.parse({ ...form, giftcard_amount: '5' }).amount).toBe(5);
    expect(selection.parse({ ...form, giftcard_amount: '500' }).amount).toBe(500);
    expect(problems(selection, { ...form, giftcard_amount: '501' })).toEqual({ giftcard_amount: 'giftcard.value.range' });
    expect(problems(selection, { ...form, giftcard_amount: '' })).toEqual({ giftcard_amount: 'giftcard.value.required' });
    expect(problems(selection, { ...form, giftcard_amount: 'veel' })).toEqual({ giftcard_amount: 'giftcard.value.invalid' });
  });

  it('reports every problem at once, so the form can show them together', () => {
    expect(problems(selection, { ...form, giftcard_amount: '600', giftcard_sender_name: '', giftcard_recipient_email: '' })).toEqual({
      giftcard_amount: 'giftcard.value.range',
      giftcard_sender_name: 'giftcard.senderName.required',
      giftcard_recipient_email: 'giftcard.recipientEmail.required',
    });
  });

  it('gives the purchase with trimmed texts and the free amount', () => {
    expect(selection.parse(form)).toEqual({
      type: 'virtual',
      amount: 42.5,
      senderName: 'Jan',
      senderEmail: undefined,
      recipientName: 'Piet',
      recipientEmail: 'piet@example.com',
      message: undefined,
    });
  });
});
