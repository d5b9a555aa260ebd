import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <section>
      <h1>Electronic components for business buyers</h1>
      <p>Search by full or partial part number, or by keyword.</p>
    </section>
  )
}
