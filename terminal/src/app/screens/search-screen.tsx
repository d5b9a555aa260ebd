import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { useEffect, useState } from 'react'
import { activeHistoryIndex, searchHistory, searchText, trendingLinks } from '@partfront/core/search'
import { useTyping } from '../keys.tsx'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

/**
 * Search (SEARCH-1 to SEARCH-3, SEARCH-5): the box with its history and TRENDING NOW, all the search box
 * machine's: typing, Enter (an empty keyword is its SEARCH-1 warning), the arrows through the history, Esc.
 */
export function SearchScreen() {
  const { storefront, navigation } = useTerminalStorefront()
  const text = useStorefrontSelector('searchBox', searchText)
  const history = useStorefrontSelector('searchBox', searchHistory)
  const active = useStorefrontSelector('searchBox', activeHistoryIndex)
  const historyOpen = useStorefrontSelector('searchBox', (snapshot) => snapshot.hasTag('historyVisible'))
  const trending = useStorefrontSelector('searchBox', trendingLinks)
  const [inBox, setInBox] = useState(true)
  useTyping(inBox)

  useEffect(() => {
    if (inBox) storefront.send({ type: 'search.focus' })
    else storefront.send({ type: 'search.dismiss' })
  }, [inBox, storefront])

  useKeys(
    (input, key) => {
      if (inBox) {
        if (key.upArrow) storefront.send({ type: 'search.move', direction: 'previous' })
        else if (key.downArrow) storefront.send({ type: 'search.move', direction: 'next' })
        else if (key.escape && historyOpen) storefront.send({ type: 'search.dismiss' })
        else if (key.escape || key.tab) setInBox(false)
        return
      }
      if (key.tab || key.return) return setInBox(true)
      if (input === 'x') return void storefront.send({ type: 'search.clearAll' })
      const link = trending[Number(input) - 1]
      if (/^[1-9]$/u.test(input) && link !== undefined) navigation.navigate(link.href)
    },
  )

  return (
    <Box flexDirection="column">
      <TextField
        label="Search parts"
        value={text}
        focus={inBox}
        width={36}
        placeholder="a part number or words (Tab: the box)"
        onChange={(typed) => storefront.send({ type: 'search.type', text: typed })}
        onSubmit={() => storefront.send({ type: 'search.submit' })}
      />
      {historyOpen && history.length > 0 ? (
        <Box flexDirection="column" marginLeft={14} borderStyle="single" paddingX={1}>
          {history.map((entry, index) => (
            <Text key={entry} inverse={index === active}>
              {entry}
            </Text>
          ))}
          <Text dimColor>↑ ↓ choose · Enter search · Esc close · (outside the box) x: clear all</Text>
        </Box>
      ) : null}
      <Box marginTop={1} flexDirection="column">
        <Text bold>TRENDING NOW</Text>
        {trending.length === 0 ? (
          <Text dimColor>—</Text>
        ) : (
          <Text>
            {trending.map((link, index) => (
              <Text key={link.href}>
                {index === 0 ? '' : '   '}
                <Text dimColor>{index + 1}</Text> {link.model}
              </Text>
            ))}
          </Text>
        )}
      </Box>
      {history.length > 0 && !historyOpen ? (
        <Box marginTop={1}>
          <Text dimColor>Recent: {history.slice(0, 5).join(', ')}</Text>
        </Box>
      ) : null}
    </Box>
  )
}
