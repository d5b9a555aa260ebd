import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../features/pages/page-head.ts'
import { LinkList, SimplePage } from '../../features/pages/simple-page.tsx'

/** `/payment/paysuccess`: payment success (spec §2). */
export const Route = createFileRoute('/payment/paysuccess')({
  head: ({ matches }) => pageHead(matches, { title: 'Payment Successful', path: '/payment/paysuccess' }),
  component: PaySuccessRoute,
})

function PaySuccessRoute() {
  return (
    <SimplePage title="Payment Successful" lead="Thank you: your payment is complete. You can follow your order in your account.">
      <LinkList
        label="Next"
        links={[
          { href: '/member/order', label: 'My orders' },
          { href: '/', label: 'Continue shopping' },
        ]}
      />
    </SimplePage>
  )
}
