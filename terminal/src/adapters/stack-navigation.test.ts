import { describe, expect, it } from 'vitest'
import { createStackNavigation } from './stack-navigation.ts'

describe('navigation as a stack of screens', () => {
  it('pushes each navigation, pops back to the first screen and no further, and tells its listeners', () => {
    const navigation = createStackNavigation('/')
    const seen: string[] = []
    navigation.subscribe(() => seen.push(navigation.currentPath()))
    navigation.navigate('/so?keyWord=LM358')
    navigation.navigate('/product/1')
    navigation.navigate('/product/1')
    expect(navigation.stack()).toEqual(['/', '/so?keyWord=LM358', '/product/1'])
    expect(navigation.back()).toBe(true)
    expect(navigation.currentPath()).toBe('/so?keyWord=LM358')
    expect(navigation.back()).toBe(true)
    expect(navigation.back()).toBe(false)
    expect(seen).toEqual(['/so?keyWord=LM358', '/product/1', '/so?keyWord=LM358', '/'])
  })

  it('takes a full navigation to a site path as a push, and leaves another site alone', () => {
    const navigation = createStackNavigation('/')
    navigation.assign('/login')
    navigation.assign('https://elsewhere.example/')
    expect(navigation.stack()).toEqual(['/', '/login'])
    navigation.reset('/cart')
    expect(navigation.stack()).toEqual(['/cart'])
  })
})
