import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
	dropLease,
	leasesDirOf,
	otherUsers,
	rememberedPort,
	rememberPort,
	takeLease,
	withStartLock,
} from './embedded-leases.ts'
import { startTimeOf } from './postmaster.ts'

const folders: string[] = []
const children: ReturnType<typeof spawn>[] = []

function dataDir() {
	const dir = path.join(mkdtempSync(path.join(tmpdir(), 'wj-leases-')), 'postgres')
	folders.push(path.dirname(dir))
	return dir
}

/** Another live process, and one that has exited. */
function liveProcess() {
	const child = spawn('sleep', ['30'])
	children.push(child)
	return child.pid!
}
async function deadPid() {
	const child = spawn('true')
	await new Promise((resolve) => child.once('exit', resolve))
	return child.pid!
}

afterEach(() => {
	for (const child of children.splice(0)) child.kill()
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('leases', () => {
	it('counts live processes, this one for its other leases, and removes the leases of processes gone', async () => {
		const dir = dataDir()
		const own = takeLease(dir)
		expect(otherUsers(dir, own)).toEqual([])
		const second = takeLease(dir)
		expect(otherUsers(dir, own)).toEqual([process.pid])
		dropLease(second)

		const live = liveProcess()
		writeFileSync(path.join(leasesDirOf(dir), `${live}.1`), startTimeOf(live))
		const dead = await deadPid()
		writeFileSync(path.join(leasesDirOf(dir), `${dead}.1`), '12345')
		// A live pid whose start time differs is another process that reused the pid.
		const reused = liveProcess()
		writeFileSync(path.join(leasesDirOf(dir), `${reused}.1`), '1')

		expect(otherUsers(dir, own)).toEqual([live])
		expect(readdirSync(leasesDirOf(dir)).sort()).toEqual([path.basename(own), `${live}.1`].sort())
	})

	it('keeps the port the cluster last ran on', () => {
		const dir = dataDir()
		expect(rememberedPort(dir)).toBeUndefined()
		rememberPort(dir, 54_321)
		expect(rememberedPort(dir)).toBe(54_321)
	})
})

describe('withStartLock', () => {
	it('lets one holder in at a time within a process', async () => {
		const dir = dataDir()
		const events: string[] = []
		const hold = (name: string) =>
			withStartLock(dir, async () => {
				events.push(`${name} in`)
				await new Promise((resolve) => setTimeout(resolve, 50))
				events.push(`${name} out`)
			})
		await Promise.all([hold('a'), hold('b')])
		expect(events).toEqual(['a in', 'a out', 'b in', 'b out'])
		expect(existsSync(path.join(leasesDirOf(dir), 'start.lock'))).toBe(false)
	})

	it('waits while another live process holds the lock, and takes over one whose holder is gone', async () => {
		const dir = dataDir()
		const lock = path.join(leasesDirOf(dir), 'start.lock')
		takeLease(dir)
		const holder = liveProcess()
		writeFileSync(lock, `${holder} ${startTimeOf(holder)}`)
		let entered = false
		const waiting = withStartLock(dir, async () => {
			entered = true
		})
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(entered).toBe(false)
		rmSync(lock)
		await waiting
		expect(entered).toBe(true)

		writeFileSync(lock, `${await deadPid()} 1`)
		expect(await withStartLock(dir, async () => 'taken over')).toBe('taken over')
	})
})
