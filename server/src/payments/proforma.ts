import { backorderText } from '@partfront/core/checkout'
import { MONEY } from '@partfront/core/constants'
import type { BankDetails, OrderDetail, Proforma } from '@partfront/core/contract'
import type { ServerConfig } from '../config.ts'
import type { MailMessage } from '../mail/mail.port.ts'

/**
 * The wire-transfer proforma: what to pay, to whom, quoting which reference, and the mail that carries it.
 * Pure: the handler stores the proforma with the payment and sends the mail.
 */

/** Micro-dollars as dollars for people: `$1,234.50`, and sub-cent unit prices in full (`$0.0012`). */
export function formatMoney(micros: number): string {
  const sign = micros < 0 ? '-' : ''
  const whole = Math.abs(micros)
  const dollars = Math.floor(whole / MONEY.unitsPerDollar)
  const digits = String(whole % MONEY.unitsPerDollar).padStart(6, '0').replace(/0{1,4}$/u, '')
  return `${sign}$${dollars.toLocaleString('en-US')}.${digits.padEnd(2, '0')}`
}

/** The bank details a proforma prints, from the server's configuration. */
export function bankDetailsOf(bank: ServerConfig['bank']): BankDetails {
  return {
    beneficiary: bank.accountName,
    bankName: bank.name,
    // The configuration has no bank address yet; the IBAN and SWIFT code identify the bank on their own.
    bankAddress: '',
    accountNumber: bank.iban,
    swift: bank.swift,
  }
}

/** The proforma of an order's wire transfer: the order's total, its number as the transfer's reference. */
export function proformaFor(order: OrderDetail, bank: BankDetails, issuedAt: string): Proforma {
  return {
    number: `PI-${order.orderNo}`,
    issuedAt,
    amount: order.total,
    currency: MONEY.currency,
    reference: order.orderNo,
    bank,
  }
}

/** The mail that sends a proforma to the buyer: the lines (a backordered one says what ships when), the total and how to pay it. */
export function proformaMail(to: string, order: OrderDetail, proforma: Proforma): MailMessage {
  const lines = order.lines.flatMap((line) => {
    const backorder = backorderText(line.quantity, line.reserved, order.deliveryPreference)
    return [
      `  ${line.model} (${line.brandName}): ${line.quantity.toLocaleString('en-US')} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal)}`,
      ...(backorder === null ? [] : [`    ${backorder}`]),
    ]
  })
  const bank = proforma.bank
  const text = [
    `Proforma invoice ${proforma.number}, issued ${proforma.issuedAt.slice(0, 10)}`,
    '',
    `Order ${order.orderNo}:`,
    ...lines,
    `  Subtotal: ${formatMoney(order.subtotal)}`,
    `  Shipping (${order.carrier}): ${formatMoney(order.shipping)}`,
    `  Total due: ${formatMoney(proforma.amount)} ${proforma.currency}`,
    '',
    'Please pay by bank transfer to:',
    `  Beneficiary: ${bank.beneficiary}`,
    `  Bank: ${bank.bankName}`,
    ...(bank.bankAddress === '' ? [] : [`  Bank address: ${bank.bankAddress}`]),
    `  Account (IBAN): ${bank.accountNumber}`,
    `  SWIFT/BIC: ${bank.swift}`,
    `  Reference: ${proforma.reference}`,
    '',
    'Please quote the reference so we can match your payment; the order ships once it arrives.',
  ].join('\n')
  return { to, subject: `Proforma invoice ${proforma.number} for order ${order.orderNo}`, text }
}
