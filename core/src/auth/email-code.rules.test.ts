import { describe, expect, it } from 'vitest'
import { SEND_CODE_LABEL, codeSentMessage, resendLabel } from './email-code.rules.ts'

describe('emailed code', () => {
  it('AUTH-4: the send button counts down to resend, then offers to send again', () => {
    expect(resendLabel(60)).toBe('Resend in 60 s')
    expect(resendLabel(0.2)).toBe('Resend in 1 s')
    expect(resendLabel(0)).toBe(SEND_CODE_LABEL)
    expect(codeSentMessage('a@b.co')).toBe('A verification code was sent to a@b.co.')
  })
})
