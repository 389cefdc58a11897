import { Migration20261121233643_initial } from './Migration20261121233643_initial.ts'
// Every migration, in order. Listed explicitly so the server bundle and the scripts
// run the same set without scanning folders at run time.
export const migrationsList = [
	{ name: 'Migration20261121233643_initial', class: Migration20261121233643_initial },
]
