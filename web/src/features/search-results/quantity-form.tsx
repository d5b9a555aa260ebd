import { useState } from 'react'
import { pricingQuantity } from '@partfront/core/search'
import { Button } from '../../ui/button.tsx'
import styles from './search-results-page.module.css'

/** The quantity every row is priced at (the URL's `qty`): typed and applied, or cleared. */
export function QuantityForm({ quantity, onQuantity }: { readonly quantity: number | null; readonly onQuantity: (quantity: number | null) => void }) {
  const [typed, setTyped] = useState(quantity === null ? '' : String(quantity))
  return (
    <form
      className={styles.quantityForm}
      onSubmit={(event) => {
        event.preventDefault()
        onQuantity(pricingQuantity(Number(typed)))
      }}
    >
      <label htmlFor="pf-price-quantity">Price at quantity</label>
      <input
        id="pf-price-quantity"
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
