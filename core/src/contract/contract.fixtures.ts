import type { AccountInfo } from './account.ts'

/**
 * Contract-typed test data every renderer's component tests share (web/ and terminal/ answer their mocked API
 * with it), so the signed-in member is one object, not a copy per renderer; the store suite reads a new member's
 * blank profile from here too.
 */

/** The member the signed-in tests use. */
export const TEST_MEMBER_EMAIL = 'buyer@example.com'

/** The profile a new member has before filling in Basic Information: every field empty. */
export const BLANK_PROFILE = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  mobile: '',
  tel: '',
  address: '',
  remark: '',
} as const satisfies Partial<AccountInfo>

/** The signed-in member's account, as `accountInfo` answers it (a test spreads it to change a field). */
export const TEST_MEMBER: AccountInfo = {
  id: 1 as AccountInfo['id'],
  account: TEST_MEMBER_EMAIL,
  email: TEST_MEMBER_EMAIL,
  ...BLANK_PROFILE,
  emailUpdates: false,
  createdAt: '2026-01-01T00:00:00.000Z',
}
