import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { useState } from 'react'
import { rfqError, rfqList, rfqReceipt } from '@partfront/core/rfq'
import { formatCount } from '@partfront/core/search'
import { useTyping } from '../keys.tsx'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

type ContactField = 'name' | 'email' | 'company' | 'tel'
const CONTACT_FIELDS: readonly (readonly [ContactField, string])[] = [
  ['name', 'Your name'],
  ['email', 'Email    '],
  ['company', 'Company  '],
  ['tel', 'Telephone'],
]

/**
 * RFQ list (RFQ-1, RFQ-2): the RFQ machine's list (adding a part already there merges the quantities, as
 * RFQ-1 says: the machine's rule), quantities and deletes, and the submit with contact details; the machine
 * checks them and the server's receipt or refusal is shown.
 */
export function RfqScreen() {
  const { storefront } = useTerminalStorefront()
  const list = useStorefrontSelector('rfq', rfqList)
  const error = useStorefrontSelector('rfq', rfqError)
  const receipt = useStorefrontSelector('rfq', rfqReceipt)
  const [cursor, setCursor] = useState(0)
  const [quantity, setQuantity] = useState<string | null>(null)
  const [contact, setContact] = useState<Record<ContactField, string> | null>(null)
  const [field, setField] = useState<ContactField>('name')
  useTyping(quantity !== null || contact !== null)
  const row = list[Math.min(cursor, list.length - 1)]

  const submit = () => {
    if (contact === null) return
    storefront.send({
      type: 'rfq.submit',
      contact: {
        name: contact.name,
        email: contact.email,
        ...(contact.company.trim() === '' ? {} : { company: contact.company }),
        ...(contact.tel.trim() === '' ? {} : { tel: contact.tel }),
      },
    })
    setContact(null)
  }

  useKeys((input, key) => {
    if (quantity !== null || contact !== null) {
      if (key.escape) {
        setQuantity(null)
        setContact(null)
      }
      if (contact !== null && key.tab) {
        const at = CONTACT_FIELDS.findIndex(([name]) => name === field)
        setField(CONTACT_FIELDS[(at + (key.shift ? -1 : 1) + CONTACT_FIELDS.length) % CONTACT_FIELDS.length]?.[0] ?? 'name')
      }
      return
    }
    if (key.upArrow) return setCursor((at) => Math.max(0, at - 1))
    if (key.downArrow) return setCursor((at) => Math.min(list.length - 1, at + 1))
    if (row === undefined) return
    if (input === 'd') return void storefront.send({ type: 'rfq.delete', id: row.id })
    if (input === 'n') return setQuantity(String(row.purchaseQuantity))
    if (input === 's') {
      setField('name')
      setContact({ name: '', email: '', company: '', tel: '' })
    }
  })

  return (
    <Box flexDirection="column">
      <Text bold>RFQ list</Text>
      {list.length === 0 ? <Text dimColor>The RFQ list is empty: add parts from a product (R).</Text> : null}
      {list.map((item, index) => (
        <Text key={item.id} inverse={index === cursor}>
          {index === cursor ? '› ' : '  '}
          {item.model.padEnd(24)} {formatCount(item.purchaseQuantity).padStart(10)} pcs
        </Text>
      ))}
      {quantity === null || row === undefined ? null : (
        <TextField
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          onSubmit={() => {
            storefront.send({ type: 'rfq.update', id: row.id, quantity: Number(quantity.replace(/,/gu, '')) })
            setQuantity(null)
          }}
          focus
          width={10}
        />
      )}
      {contact === null ? null : (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Your contact details (Tab: next field, Enter: submit, Esc: cancel)</Text>
          {CONTACT_FIELDS.map(([name, label]) => (
            <TextField key={name} label={label} value={contact[name]} onChange={(text) => setContact({ ...contact, [name]: text })} onSubmit={submit} focus={field === name} width={32} />
          ))}
        </Box>
      )}
      {error === null ? null : <Text color="red">{error}</Text>}
      {receipt === null ? null : <Text color="green">Request {receipt.id} received {receipt.createdAt}.</Text>}
      <Box marginTop={1}>
        <Text dimColor>↑ ↓ row  ·  n: quantity  ·  d: delete  ·  s: submit with contact details</Text>
      </Box>
    </Box>
  )
}
