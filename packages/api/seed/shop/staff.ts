import type { staffUsers } from '../../src/platform/schema.ts';

type StaffRow = typeof staffUsers.$inferInsert;

/**
 * The demo console accounts (README, "Staff console"): a manager for every shop and an employee of
 * the flagship. Their passwords follow the shop's password rule (V4); the hashes are argon2id made
 * once from them, so seeding stays deterministic and costs no hashing.
 */
export const DEMO_STAFF = [
  {
    email: 'manager@vanarkel.example',
    name: 'Marieke de Boer',
    password: 'Beheer!2026',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$EXpsePtl1g11nx8YgF8iBA$cB91oKSAfE2UPPzGj0qImIIsDgRONU2txh2bHD2Kcy0',
    role: 'manager',
    flagship: false,
  },
  {
    email: 'winkel@vanarkel.example',
    name: 'Sven Jansen',
    password: 'Winkel!2026',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$en0BwW6GoWs0/lMv7BbhhQ$9wQUY/J/+u3BS7dVbcG7OxB8URZ2oZf3E2bZtJbzdWM',
    role: 'staff',
    flagship: true,
  },
] as const;

/** Staff rows; the employee works in the flagship shop (`flagshipId`, a store_locations id). */
export function buildStaff(flagshipId: number): StaffRow[] {
  return DEMO_STAFF.map((member) => ({
    email: member.email,
    name: member.name,
    passwordHash: member.passwordHash,
    role: member.role,
    storeLocationId: member.flagship ? flagshipId : null,
    createdAt: new Date('2026-03-15T10:00:00Z'),
  }));
}
