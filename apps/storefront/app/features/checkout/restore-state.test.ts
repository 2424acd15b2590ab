import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './cart-restore.server.ts';
import { restoreDialogDue } from './restore-state.ts';

describe('restoreDialogDue (OC9, OC15)', () => {
  it('is due only for an inactive cart in the restore group', () => {
    expect(restoreDialogDue({ cartInactive: true, cartStatusGroup: 'restore' })).toBe(true);
    expect(restoreDialogDue({ cartInactive: true, cartStatusGroup: 'completed' })).toBe(false);
    expect(restoreDialogDue({ cartInactive: false, cartStatusGroup: 'restore' })).toBe(false);
    expect(restoreDialogDue(undefined)).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps paths of this shop and sends anything else home', () => {
    expect(safeReturnPath('/heren/jassen/?page=2')).toBe('/heren/jassen/?page=2');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
