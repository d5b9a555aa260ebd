/**
 * `npm run rules`: for every rule of the catalogue, the tests that name it in their title, then the rules
 * that no test names yet. `--check` exits 1 when a rule is uncovered.
 */
import { fileURLToPath } from 'node:url'
import { RULES } from '../specs/rule-index.ts'
import { collectTitledTests } from '../specs/support/rule-coverage.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const tests = collectTitledTests(repo)
const uncovered: string[] = []

for (const rule of RULES) {
  const naming = tests.filter((test) => test.ids.includes(rule.id))
  if (naming.length === 0) uncovered.push(rule.id)
  console.log(`${rule.id.padEnd(9)} ${naming.length === 0 ? 'NOT COVERED' : `${naming.length} test(s)`}  ${rule.summary}`)
  for (const test of naming) console.log(`            ${test.file}:${test.line}  ${test.title}`)
}

console.log('')
console.log(`${RULES.length - uncovered.length} of ${RULES.length} rules are named by a test.`)
if (uncovered.length > 0) console.log(`Not yet named by any test: ${uncovered.join(' ')}`)
if (process.argv.includes('--check') && uncovered.length > 0) process.exit(1)
