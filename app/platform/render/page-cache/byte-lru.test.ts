import { expect, test } from 'vitest'
import { ByteLru } from './byte-lru.ts'

test('holds values up to the bound in bytes, dropping the least recently used first', () => {
	const lru = new ByteLru<string>(100)
	lru.set('listing', 'a', 40)
	lru.set('job', 'b', 40)
	expect(lru.get('listing')).toBe('a') // now the most recently used
	lru.set('blog', 'c', 40) // 120 bytes: the job page, least recently used, goes
	expect(lru.get('job')).toBeUndefined()
	expect(lru.get('listing')).toBe('a')
	expect(lru.get('blog')).toBe('c')
	expect(lru.bytes).toBe(80)
	expect(lru.size).toBe(2)
	expect(lru.evicted).toBe(1)
})

test('one large value can push out several small ones, and one larger than the bound is not stored', () => {
	const lru = new ByteLru<string>(100)
	for (const key of ['a', 'b', 'c', 'd']) lru.set(key, key, 20)
	expect(lru.set('large', 'L', 70)).toBe(true)
	expect([...['a', 'b', 'c', 'd']].map((key) => lru.get(key))).toEqual([undefined, undefined, undefined, 'd'])
	expect(lru.bytes).toBe(90)
	expect(lru.set('huge', 'H', 101)).toBe(false)
	expect(lru.get('huge')).toBeUndefined()
	expect(lru.bytes).toBe(90)
})

test('storing under a key again replaces the value and its size; deleting frees its bytes', () => {
	const lru = new ByteLru<string>(100)
	lru.set('page', 'old', 60)
	lru.set('page', 'new', 30)
	expect(lru.get('page')).toBe('new')
	expect(lru.bytes).toBe(30)
	expect(lru.delete('page')).toBe(true)
	expect(lru.bytes).toBe(0)
	expect(lru.delete('page')).toBe(false)
})
