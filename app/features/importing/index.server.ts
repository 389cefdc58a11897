// What other areas may use of this one, on the server. The rest of the folder is its own.
export { detectSourceKind, type DetectedSource } from './detect-kind.ts'
export {
	FormatError,
	type ImportedJob,
	type ParsedSource,
	type SourceDocument,
	type SourceKind,
	SOURCE_KINDS,
} from './imported-job.ts'
export { isSitemapIndex } from './formats/jsonld-sitemap.ts'
export { parseSource } from './parse-source.ts'
export { titleKey } from './mapping.ts'
export { jobSourceSync, jobSourcesDue, requestSync } from './sync-task.server.ts'
export { syncJobSource, type SyncOutcome } from './sync.server.ts'
