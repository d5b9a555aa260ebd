import { Text } from 'ink'

export function BomScreen() {
  return <Text>BOM</Text>
}
