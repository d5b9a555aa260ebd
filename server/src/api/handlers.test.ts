import { contract } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { handlers } from './handlers/index.ts'

/**
 * The server is done when every endpoint of the contract has a handler: until then the router answers 501
 * for the missing ones. This test gates completion; it names the endpoints still missing.
 */
describe('the handlers', () => {
  it('cover every endpoint of the contract', () => {
    const missing = Object.keys(contract).filter((name) => typeof (handlers as Record<string, unknown>)[name] !== 'function')
    expect(missing).toEqual([])
  })

  it('are keyed only by endpoints of the contract', () => {
    const unknown = Object.keys(handlers).filter((name) => !Object.hasOwn(contract, name))
    expect(unknown).toEqual([])
  })
})
