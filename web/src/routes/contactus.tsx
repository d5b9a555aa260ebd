import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { useShellData } from '../app/shell-data.ts'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage, type PageLink } from '../features/pages/simple-page.tsx'
import { AfterHydration } from '../ui/after-hydration.tsx'

/** The form and its validation rules load after the page's text (a dynamic import: not in the first load). */
const ContactForm = lazy(() => import('../features/pages/contact-form.tsx').then((module) => ({ default: module.ContactForm })))

/**
 * `/contactus` (PAGE-5, ROUTE-1): Contact. The router matches paths without regard to case, so `/ContactUs`
 * reaches it too. The form (name, company, tel, email, remark) is saved by the server and confirmed.
 */
export const Route = createFileRoute('/contactus')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'Contact Us',
      description: 'Contact our sales team about parts, prices and orders.',
      path: '/contactus',
    }),
  component: ContactRoute,
})

function ContactRoute() {
  const config = useShellData().webConfig
  const links: PageLink[] = [
    ...(config === null
      ? []
      : [
          { href: `mailto:${config.email}`, label: config.email },
          { href: `tel:${config.phone.replace(/[^+0-9]/g, '')}`, label: config.phone },
        ]),
    { href: '/about/company?abus=4', label: 'Our offices' },
    { href: '/faq', label: 'FAQ' },
  ]
  return (
    <SimplePage
      title="Contact Us"
      lead="Ask us about parts, prices, orders or anything else: leave your name, company, telephone, email and a remark, and our sales team will get back to you."
    >
      <AfterHydration fallback={<p aria-busy="true">Loading the contact form…</p>}>
        <ContactForm />
      </AfterHydration>
      <LinkList label="Contact" links={links} />
    </SimplePage>
  )
}
