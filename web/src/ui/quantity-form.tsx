import { useId, useState } from 'react'
import { pricingQuantity } from '@partfront/core/search'
import { Button } from './button.tsx'
import styles from './quantity-form.module.css'

/**
 * "Price at quantity": the quantity a listing's rows or a comparison's parts are priced at (the URL's `qty`),
 * typed and applied; empty or unreadable applies none (each part's minimum). Keyed on the quantity by its user, so
 * the box shows the URL's quantity after a navigation.
 */
export function QuantityForm({
  quantity,
  onQuantity,
  className,
}: {
  readonly quantity: number | null
  readonly onQuantity: (quantity: number | null) => void
  /** Extra class on the form (a page's own layout of it). */
  readonly className?: string
}) {
  const [typed, setTyped] = useState(quantity === null ? '' : String(quantity))
  const inputId = useId()
  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault()
        onQuantity(pricingQuantity(Number(typed)))
      }}
    >
      <label htmlFor={inputId}>Price at quantity</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        value={typed}
        placeholder="MOQ"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary">
        Apply
      </Button>
    </form>
  )
}
