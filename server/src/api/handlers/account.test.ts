import { TEXT_LIMITS } from '@partfront/core/constants'
import type { AddressAddBody, AddressId, UserId } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_ADDRESSES } from '../../store/accounts.port.ts'
import type { TestApi } from '../../testing/test-api.ts'
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account.ts'
import { MINUTE, PASSWORD, at, login, register, send, startAuthApi } from './auth.fixtures.ts'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

/** The app with two registered members, Ada and Bob. */
async function twoMembers(): Promise<{ a: TestApi; ada: string; bob: string }> {
  api = await startAuthApi()
  const ada = (await register(api, 'ada@example.com')).token
  const bob = (await register(api, 'bob@example.com')).token
  return { a: api, ada, bob }
}

/** An address form, `name` in the first name so rows tell apart. */
function addressForm(name: string, extra: Partial<AddressAddBody> = {}): AddressAddBody {
  return {
    firstName: name,
    lastName: 'Lovelace',
    country: 'United Kingdom',
    city: 'London',
    address: '12 St James’s Square',
    tel: '+44 20 7946 0000',
    ...extra,
  }
}

/** The id of the member with `email`, read with SQL. */
function userIdOf(a: TestApi, email: string): UserId {
  return a.store.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as UserId
}

/** Every address row of the database, as stored, by id. */
function addressRows(a: TestApi): unknown[] {
  return a.store.db.prepare('SELECT * FROM addresses ORDER BY id').all()
}

describe('accountInfo and accountUpdate', () => {
  it('PAGE-2: answers the member’s basic information, and 403 without a session', async () => {
    const { a, ada } = await twoMembers()
    expect(await a.client(ada).accountInfo()).toMatchObject({
      account: 'ada@example.com',
      email: 'ada@example.com',
      firstName: '',
      company: '',
      emailUpdates: false,
    })
    expect((await send(a, '/api/account/info')).status).toBe(403)
    expect((await send(a, '/api/account/info', { token: 'no-such-session' })).status).toBe(403)
  })

  it('PAGE-2: changes the fields given, keeps the others, and answers the account as saved', async () => {
    const { a, ada, bob } = await twoMembers()
    // Sent raw: the typed client refuses untrimmed text before sending it.
    const saved = (await send(a, '/api/account/update', { token: ada, body: { firstName: ' Ada ', company: 'Analytical Engines Ltd', emailUpdates: true } })).body.data
    expect(saved).toMatchObject({ firstName: 'Ada', lastName: '', company: 'Analytical Engines Ltd', emailUpdates: true })
    const again = await a.client(ada).accountUpdate({ body: { lastName: 'Lovelace', mobile: '+44 7700 900000' } })
    expect(again).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', mobile: '+44 7700 900000', emailUpdates: true })
    expect(await a.client(ada).accountInfo()).toEqual(again)
    expect(await a.client(bob).accountInfo()).toMatchObject({ firstName: '', company: '', emailUpdates: false })
  })

  it('answers 400 naming the field for a bad phone number or an over-long name, changing nothing', async () => {
    const { a, ada } = await twoMembers()
    const phone = await send(a, '/api/account/update', { token: ada, body: { mobile: 'call me' } })
    expect(phone.body).toMatchObject({ code: 400, message: 'Please enter a valid mobile number' })
    const long = await send(a, '/api/account/update', { token: ada, body: { firstName: 'x'.repeat(101) } })
    expect(long.body).toMatchObject({ code: 400, message: 'First name must be at most 100 characters' })
    expect(await a.client(ada).accountInfo()).toMatchObject({ firstName: '', mobile: '' })
    expect((await send(a, '/api/account/update', { body: { firstName: 'Eve' } })).status).toBe(403)
  })

  it('issue 16: keeps a multi-line postal address and a remark, and changes only the member who sent them', async () => {
    const { a, ada, bob } = await twoMembers()
    const address = '12 Babbage Row\r\nUnit 4\nLondon EC1A 1AA'
    const saved = await a.client(ada).accountUpdate({ body: { address, remark: 'Deliveries to the back door\n\tweekdays only' } })
    expect(saved).toMatchObject({ address, remark: 'Deliveries to the back door\n\tweekdays only' })
    expect(await a.client(ada).accountUpdate({ body: { firstName: 'Ada' } })).toMatchObject({ address })
    expect(await a.client(ada).accountInfo()).toMatchObject({ firstName: 'Ada', address })
    expect(await a.client(bob).accountInfo()).toMatchObject({ address: '', remark: '' })
    expect(await a.client(ada).accountUpdate({ body: { address: '', remark: '' } })).toMatchObject({ address: '', remark: '' })
  })

  it('issue 16: answers 400 naming the address or remark when too long or holding a control character', async () => {
    const { a, ada } = await twoMembers()
    const long = await send(a, '/api/account/update', { token: ada, body: { address: 'x'.repeat(TEXT_LIMITS.address + 1) } })
    expect(long.body).toMatchObject({ code: 400, message: `Address must be at most ${TEXT_LIMITS.address} characters` })
    const longRemark = await send(a, '/api/account/update', { token: ada, body: { remark: 'x'.repeat(TEXT_LIMITS.remark + 1) } })
    expect(longRemark.body).toMatchObject({ code: 400, message: `Remark must be at most ${TEXT_LIMITS.remark} characters` })
    const nul = await send(a, '/api/account/update', { token: ada, body: { remark: 'a\u0000b' } })
    expect(nul.body).toMatchObject({ code: 400, message: 'Remark must not contain control characters' })
    const script = await a.client(ada).accountUpdate({ body: { address: '</script><script>alert(1)</script>' } })
    expect(script.address).toBe('</script><script>alert(1)</script>')
    expect(await a.client(ada).accountInfo()).toMatchObject({ remark: '' })
  })
})

describe('accountPassword', () => {
  it('PAGE-2: changes the password with the current one; other sessions are signed out, this one stays', async () => {
    const { a, ada } = await twoMembers()
    const phone = (await login(a, 'ada@example.com', PASSWORD)).body.data as { token: string }
    const body = { oldPassword: PASSWORD, password: 'new password 2', confirmPassword: 'new password 2' }
    expect(await a.client(ada).accountPassword({ body })).toBeNull()
    expect((await a.client(ada).accountInfo()).email).toBe('ada@example.com')
    await expect(a.client(phone.token).accountInfo()).rejects.toMatchObject({ code: 403 })
    expect((await login(a, 'ada@example.com', PASSWORD)).status).toBe(400)
    expect((await login(a, 'ada@example.com', 'new password 2')).status).toBe(200)
  })

  it('answers 400 naming the current password when it is wrong, and keeps every session and the password', async () => {
    const { a, ada } = await twoMembers()
    const phone = (await login(a, 'ada@example.com', PASSWORD)).body.data as { token: string }
    const wrong = await send(a, '/api/account/password', {
      token: ada,
      body: { oldPassword: 'not my password', password: 'new password 2', confirmPassword: 'new password 2' },
    })
    expect(wrong.body).toEqual({ code: 400, data: null, message: WRONG_CURRENT_PASSWORD_MESSAGE })
    expect((await a.client(phone.token).accountInfo()).email).toBe('ada@example.com')
    expect((await login(a, 'ada@example.com', PASSWORD)).status).toBe(200)
  })

  it('takes 5 wrong current passwords per 15 minutes, then answers 429 even to the right one', async () => {
    const { a, ada } = await twoMembers()
    const attempt = (oldPassword: string) =>
      send(a, '/api/account/password', { token: ada, body: { oldPassword, password: 'new password 2', confirmPassword: 'new password 2' } })
    const answers: number[] = []
    for (let index = 0; index < 5; index += 1) answers.push((await attempt('not my password')).status)
    expect(answers).toEqual([400, 400, 400, 400, 400])
    expect(await attempt(PASSWORD)).toEqual({
      status: 429,
      body: { code: 429, data: null, message: 'Too many wrong current passwords: please try again in 15 minutes' },
    })
    a.setNow(at(15 * MINUTE))
    expect((await attempt(PASSWORD)).status).toBe(200)
  })

  it('AUTH-4: answers 400 with the form’s messages for an empty current password or a mismatch, and 403 without a session', async () => {
    const { a, ada } = await twoMembers()
    const empty = await send(a, '/api/account/password', { token: ada, body: { oldPassword: '', password: 'new password 2', confirmPassword: 'new password 2' } })
    expect(empty.body).toMatchObject({ code: 400, message: 'Please enter your current password' })
    const mismatch = await send(a, '/api/account/password', { token: ada, body: { oldPassword: PASSWORD, password: 'new password 2', confirmPassword: 'other' } })
    expect(mismatch.body).toMatchObject({ code: 400, message: 'The passwords you entered twice do not match' })
    const anonymous = await send(a, '/api/account/password', { body: { oldPassword: PASSWORD, password: 'new password 2', confirmPassword: 'new password 2' } })
    expect(anonymous.status).toBe(403)
  })
})

describe('addresses', () => {
  it('PAGE-2: the first address is the default; a later one with isDefault takes it over; the list is default first, then newest', async () => {
    const { a, ada } = await twoMembers()
    const client = a.client(ada)
    const first = await client.addressAdd({ body: addressForm('First') })
    expect(first).toEqual({
      id: expect.any(Number) as AddressId,
      firstName: 'First',
      lastName: 'Lovelace',
      company: '',
      country: 'United Kingdom',
      state: '',
      city: 'London',
      address: '12 St James’s Square',
      postcode: '',
      tel: '+44 20 7946 0000',
      email: '',
      isDefault: true,
    })
    const second = await client.addressAdd({ body: addressForm('Second', { company: 'Babbage & Co', email: 'ship@example.com' }) })
    expect(second).toMatchObject({ isDefault: false, company: 'Babbage & Co', email: 'ship@example.com' })
    a.setNow(at(MINUTE))
    const third = await client.addressAdd({ body: addressForm('Third', { isDefault: true }) })
    expect(third.isDefault).toBe(true)
    a.setNow(at(2 * MINUTE))
    await client.addressAdd({ body: addressForm('Fourth', { isDefault: false }) })
    expect((await client.addressList()).map((address) => [address.firstName, address.isDefault])).toEqual([
      ['Third', true],
      ['Fourth', false],
      ['Second', false],
      ['First', false],
    ])
  })

  it('edits an address, keeping whether it is the default', async () => {
    const { a, ada } = await twoMembers()
    const client = a.client(ada)
    const added = await client.addressAdd({ body: addressForm('Ada', { state: 'Greater London' }) })
    const edited = await client.addressEdit({ body: { id: added.id, ...addressForm('Augusta', { postcode: 'SW1Y 4LG' }) } })
    expect(edited).toMatchObject({ id: added.id, firstName: 'Augusta', postcode: 'SW1Y 4LG', state: '', isDefault: true })
    expect(await client.addressList()).toEqual([edited])
  })

  it('deleting the default makes the newest remaining address the default; deleting another keeps the default', async () => {
    const { a, ada } = await twoMembers()
    const client = a.client(ada)
    const home = await client.addressAdd({ body: addressForm('Home') })
    a.setNow(at(MINUTE))
    const office = await client.addressAdd({ body: addressForm('Office') })
    a.setNow(at(2 * MINUTE))
    const depot = await client.addressAdd({ body: addressForm('Depot') })
    a.setNow(at(3 * MINUTE))
    await client.addressDefault({ body: { id: office.id } })
    expect(await client.addressDelete({ body: { id: home.id } })).toBeNull()
    expect((await client.addressList()).map((address) => [address.firstName, address.isDefault])).toEqual([
      ['Office', true],
      ['Depot', false],
    ])
    await client.addressDelete({ body: { id: office.id } })
    expect(await client.addressList()).toEqual([{ ...depot, isDefault: true }])
    await client.addressDelete({ body: { id: depot.id } })
    expect(await client.addressList()).toEqual([])
  })

  it('sets one address the default and no other', async () => {
    const { a, ada } = await twoMembers()
    const client = a.client(ada)
    await client.addressAdd({ body: addressForm('Home') })
    const office = await client.addressAdd({ body: addressForm('Office') })
    expect(await client.addressDefault({ body: { id: office.id } })).toBeNull()
    expect((await client.addressList()).map((address) => [address.firstName, address.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ])
  })

  it(`keeps ${MAX_ADDRESSES} addresses per member and answers 400 to one more; deleting one makes room`, async () => {
    const { a, ada, bob } = await twoMembers()
    const client = a.client(ada)
    const added = []
    for (let index = 0; index < MAX_ADDRESSES; index += 1) added.push(await client.addressAdd({ body: addressForm(`Site ${index}`) }))
    const refused = await send(a, '/api/address/add', { token: ada, body: addressForm('One too many') })
    expect(refused.body).toEqual({
      code: 400,
      data: null,
      message: 'You can keep at most 20 addresses: please delete one before adding another',
    })
    expect(await client.addressList()).toHaveLength(MAX_ADDRESSES)
    expect((await a.client(bob).addressAdd({ body: addressForm('Bob') })).isDefault).toBe(true)
    await client.addressDelete({ body: { id: added[5]?.id ?? (0 as AddressId) } })
    expect((await send(a, '/api/address/add', { token: ada, body: addressForm('Now it fits') })).status).toBe(200)
  })

  it('answers 400 naming the field for a missing city or a bad telephone number, saving nothing', async () => {
    const { a, ada } = await twoMembers()
    const { city: _city, ...noCity } = addressForm('Ada')
    expect((await send(a, '/api/address/add', { token: ada, body: noCity })).body).toMatchObject({ code: 400, message: 'Please enter city' })
    const badTel = await send(a, '/api/address/add', { token: ada, body: addressForm('Ada', { tel: 'none' }) })
    expect(badTel.body).toMatchObject({ code: 400, message: 'Please enter a valid telephone number' })
    expect(addressRows(a)).toEqual([])
  })

  it('answers 403 to every address call without a session', async () => {
    const { a } = await twoMembers()
    const answers = await Promise.all([
      send(a, '/api/address/list'),
      send(a, '/api/address/add', { body: addressForm('Eve') }),
      send(a, '/api/address/edit', { body: { id: 1, ...addressForm('Eve') } }),
      send(a, '/api/address/delete', { body: { id: 1 } }),
      send(a, '/api/address/default', { body: { id: 1 } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
  })

  it('a member cannot read, edit, delete or make default another member’s address: 404, and the row is unchanged', async () => {
    const { a, ada, bob } = await twoMembers()
    const adaHome = await a.client(ada).addressAdd({ body: addressForm('Ada') })
    await a.client(ada).addressAdd({ body: addressForm('Ada office') })
    await a.client(bob).addressAdd({ body: addressForm('Bob') })
    const before = addressRows(a)
    expect(await a.client(bob).addressList()).toEqual([expect.objectContaining({ firstName: 'Bob' })])
    const id = adaHome.id
    const answers = await Promise.all([
      send(a, '/api/address/edit', { token: bob, body: { id, ...addressForm('Mallory') } }),
      send(a, '/api/address/delete', { token: bob, body: { id } }),
      send(a, '/api/address/default', { token: bob, body: { id } }),
    ])
    expect(answers.map((answer) => answer.body)).toEqual(Array(3).fill({ code: 404, data: null, message: `Address ${id} was not found` }))
    expect(addressRows(a)).toEqual(before)
    expect(await a.store.accounts.findAddress(userIdOf(a, 'bob@example.com'), id)).toBeUndefined()
    expect(await a.store.accounts.findAddress(userIdOf(a, 'ada@example.com'), id)).toEqual(adaHome)
  })

  it('answers 404 for an address id nobody has', async () => {
    const { a, ada } = await twoMembers()
    const missing = await send(a, '/api/address/delete', { token: ada, body: { id: 424242 } })
    expect(missing.body).toEqual({ code: 404, data: null, message: 'Address 424242 was not found' })
  })
})
