import { createFileRoute } from '@tanstack/react-router'
import { useShellData } from '../app/shell-data.ts'
import { pageHead } from '../features/pages/page-head.ts'
import { LinkList, SimplePage, type PageLink } from '../features/pages/simple-page.tsx'
import { ContactForm } from '../features/pages/contact-form.tsx'

/**
 * `/contactus` (PAGE-5, ROUTE-1): Contact. The router matches paths without regard to case, so `/ContactUs`
 * reaches it too. The form (name, company, tel, email, remark) is in the server's HTML; the server saves it and
 * the page confirms.
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
      <ContactForm />
      <LinkList label="Contact" links={links} />
    </SimplePage>
  )
}
