import { Migration20261121233307_initial } from './Migration20261121233307_initial.ts'
import { Migration20261121233639_check } from './Migration20261121233639_check.ts'
// Every migration, in order. Listed explicitly so the server bundle and the scripts
// run the same set without scanning folders at run time.
export const migrationsList = [
	{ name: 'Migration20261121233307_initial',
	class: Migration20261121233307_initial },
	{ name: 'Migration20261121233639_check', class: Migration20261121233639_check },
]
