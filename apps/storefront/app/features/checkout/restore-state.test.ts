import { describe, expect, it } from 'vitest';
import { restoreDialogDue, restoreMessageId } from './restore-state.ts';

describe('restoreDialogDue (OC9, OC15)', () => {
  it('is due only for an inactive cart in the restore group', () => {
    expect(restoreDialogDue({ cartInactive: true, cartStatusGroup: 'restore' })).toBe(true);
    expect(restoreDialogDue({ cartInactive: true, cartStatusGroup: 'completed' })).toBe(false);
    expect(restoreDialogDue({ cartInactive: false, cartStatusGroup: 'restore' })).toBe(false);
    expect(restoreDialogDue(undefined)).toBe(false);
  });
});

describe('restoreMessageId (decision 035)', () => {
  it('says the order was let go when it was not paid in time; otherwise the general message', () => {
    expect(restoreMessageId({ cartInactive: true, cartStatusGroup: 'restore', cartStatus: 'reservation_expired' })).toBe(
      'checkout.restore.expiredMessage',
    );
    expect(restoreMessageId({ cartInactive: true, cartStatusGroup: 'restore', cartStatus: 'payment_failed' })).toBe(
      'checkout.restore.message',
    );
    expect(restoreMessageId(undefined)).toBe('checkout.restore.message');
  });
});
