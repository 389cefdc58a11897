import { Migration20261121233643_initial } from './Migration20261121233643_initial.ts'
import { Migration20261122001559_jobs } from './Migration20261122001559_jobs.ts'
import { Migration20261122005507_search_tuning } from './Migration20261122005507_search_tuning.ts'
import { Migration20261122011925_search_tallies } from './Migration20261122011925_search_tallies.ts'
import { Migration20261122013644_saved_jobs } from './Migration20261122013644_saved_jobs.ts'
import { Migration20261122022435_seekers_and_sponsorship } from './Migration20261122022435_seekers_and_sponsorship.ts'
import { Migration20261122032102_listing_version } from './Migration20261122032102_listing_version.ts'
import { Migration20261124024927_idempotency_keys } from './Migration20261124024927_idempotency_keys.ts'
import { Migration20261124043000_one_cv } from './Migration20261124043000_one_cv.ts'
import { Migration20261124043036_history } from './Migration20261124043036_history.ts'
import { Migration20261124054845_blog_posts } from './Migration20261124054845_blog_posts.ts'
import { Migration20261124054858_company_reviews } from './Migration20261124054858_company_reviews.ts'
import { Migration20261124054948_directory_and_enquiries } from './Migration20261124054948_directory_and_enquiries.ts'
import { Migration20261124074129_seeker_pool_version } from './Migration20261124074129_seeker_pool_version.ts'
import { Migration20261124074409_salary_benchmarks } from './Migration20261124074409_salary_benchmarks.ts'
import { Migration20261124074500_reparse_salaries } from './Migration20261124074500_reparse_salaries.ts'
import { Migration20261124074707_user_skills } from './Migration20261124074707_user_skills.ts'
import { Migration20261124083700_job_skill_tags } from './Migration20261124083700_job_skill_tags.ts'
import { Migration20261124105601_training_catalogue } from './Migration20261124105601_training_catalogue.ts'
import { Migration20261124110236_profile_picture } from './Migration20261124110236_profile_picture.ts'
import { Migration20261124110327_course_enrolments } from './Migration20261124110327_course_enrolments.ts'
import { Migration20261124110421_career_paths } from './Migration20261124110421_career_paths.ts'
import { Migration20261124110758_course_recommendations } from './Migration20261124110758_course_recommendations.ts'
import { Migration20261124142821_outbox_headers } from './Migration20261124142821_outbox_headers.ts'
import { Migration20261124143207_application_stages } from './Migration20261124143207_application_stages.ts'
import { Migration20261124143322_job_alerts } from './Migration20261124143322_job_alerts.ts'
import { Migration20261124143338_job_coordinates } from './Migration20261124143338_job_coordinates.ts'
import { Migration20261124143604_outbox_delivery } from './Migration20261124143604_outbox_delivery.ts'
import { Migration20261124150000_payment_records_outlive_jobs } from './Migration20261124150000_payment_records_outlive_jobs.ts'
import { Migration20261124181758_file_objects } from './Migration20261124181758_file_objects.ts'
import { Migration20261124182036_page_content_version } from './Migration20261124182036_page_content_version.ts'
import { Migration20261124190000_search_words } from './Migration20261124190000_search_words.ts'
import { Migration20261124193500_versions_at_commit } from './Migration20261124193500_versions_at_commit.ts'
import { Migration20261127172933_email_verified } from './Migration20261127172933_email_verified.ts'
import { Migration20261127180000_idempotency_owner } from './Migration20261127180000_idempotency_owner.ts'
import { Migration20261127180000_unsubscribe_token_hashes } from './Migration20261127180000_unsubscribe_token_hashes.ts'
import { Migration20261127180000_email_verification_token } from './Migration20261127180000_email_verification_token.ts'
import { Migration20261127180000_certificates_not_verified } from './Migration20261127180000_certificates_not_verified.ts'
import { Migration20261127180000_instant_alert_marks } from './Migration20261127180000_instant_alert_marks.ts'
import { Migration20261127210000_skills_taxonomy } from './Migration20261127210000_skills_taxonomy.ts'
import { Migration20261127220000_extract_skills_found_at } from './Migration20261127220000_extract_skills_found_at.ts'
import { Migration20261127220000_search_relevance } from './Migration20261127220000_search_relevance.ts'
import { Migration20261128000000_training_course_page_content_version } from './Migration20261128000000_training_course_page_content_version.ts'
import { Migration20261128000100_mail_outbox_html } from './Migration20261128000100_mail_outbox_html.ts'
import { Migration20261128100000_user_disabled } from './Migration20261128100000_user_disabled.ts'
import { Migration20261128100100_retention } from './Migration20261128100100_retention.ts'
import { Migration20261128120000_job_sources } from './Migration20261128120000_job_sources.ts'
import { Migration20261128140000_insight_totals } from './Migration20261128140000_insight_totals.ts'
import { Migration20261128140100_talent_pool_totals } from './Migration20261128140100_talent_pool_totals.ts'
import { Migration20261128100200_search_functions_for_restore } from './Migration20261128100200_search_functions_for_restore.ts'
import { Migration20261128150000_job_place_tally } from './Migration20261128150000_job_place_tally.ts'
import { Migration20261128150100_place_newest_first } from './Migration20261128150100_place_newest_first.ts'
import { Migration20261128160000_insight_total_deltas } from './Migration20261128160000_insight_total_deltas.ts'
import { Migration20261128160100_talent_pool_deltas } from './Migration20261128160100_talent_pool_deltas.ts'
import { Migration20261128180000_job_title_words } from './Migration20261128180000_job_title_words.ts'
import { Migration20261128170000_seeker_activity_totals } from './Migration20261128170000_seeker_activity_totals.ts'
import { Migration20261128214710_drop_job_title_words_idx } from './Migration20261128214710_drop_job_title_words_idx.ts'
import { Migration20261129000000_rank_words_carry_filters } from './Migration20261129000000_rank_words_carry_filters.ts'
// Every migration, in order. Listed explicitly so the server bundle and the scripts
// run the same set without scanning folders at run time.

export const migrationsList = [
	{ name: 'Migration20261121233643_initial', class: Migration20261121233643_initial },
	{ name: 'Migration20261122001559_jobs', class: Migration20261122001559_jobs },
	{ name: 'Migration20261122005507_search_tuning', class: Migration20261122005507_search_tuning },
	{ name: 'Migration20261122011925_search_tallies', class: Migration20261122011925_search_tallies },
	{ name: 'Migration20261122013644_saved_jobs', class: Migration20261122013644_saved_jobs },
	{ name: 'Migration20261122022435_seekers_and_sponsorship', class: Migration20261122022435_seekers_and_sponsorship },
	{ name: 'Migration20261122032102_listing_version', class: Migration20261122032102_listing_version },
	{ name: 'Migration20261124024927_idempotency_keys', class: Migration20261124024927_idempotency_keys },
	{ name: 'Migration20261124043000_one_cv', class: Migration20261124043000_one_cv },
	{ name: 'Migration20261124043036_history', class: Migration20261124043036_history },
	{ name: 'Migration20261124054845_blog_posts', class: Migration20261124054845_blog_posts },
	{ name: 'Migration20261124054858_company_reviews', class: Migration20261124054858_company_reviews },
	{ name: 'Migration20261124054948_directory_and_enquiries', class: Migration20261124054948_directory_and_enquiries },
	{ name: 'Migration20261124074129_seeker_pool_version', class: Migration20261124074129_seeker_pool_version },
	{ name: 'Migration20261124074409_salary_benchmarks', class: Migration20261124074409_salary_benchmarks },
	{ name: 'Migration20261124074500_reparse_salaries', class: Migration20261124074500_reparse_salaries },
	{ name: 'Migration20261124074707_user_skills', class: Migration20261124074707_user_skills },
	{ name: 'Migration20261124083700_job_skill_tags', class: Migration20261124083700_job_skill_tags },
	{ name: 'Migration20261124105601_training_catalogue', class: Migration20261124105601_training_catalogue },
	{ name: 'Migration20261124110236_profile_picture', class: Migration20261124110236_profile_picture },
	{ name: 'Migration20261124110327_course_enrolments', class: Migration20261124110327_course_enrolments },
	{ name: 'Migration20261124110421_career_paths', class: Migration20261124110421_career_paths },
	{ name: 'Migration20261124110758_course_recommendations', class: Migration20261124110758_course_recommendations },
	{ name: 'Migration20261124142821_outbox_headers', class: Migration20261124142821_outbox_headers },
	{ name: 'Migration20261124143207_application_stages', class: Migration20261124143207_application_stages },
	{ name: 'Migration20261124143322_job_alerts', class: Migration20261124143322_job_alerts },
	{ name: 'Migration20261124143338_job_coordinates', class: Migration20261124143338_job_coordinates },
	{ name: 'Migration20261124143604_outbox_delivery', class: Migration20261124143604_outbox_delivery },
	{
		name: 'Migration20261124150000_payment_records_outlive_jobs',
		class: Migration20261124150000_payment_records_outlive_jobs,
	},
	{ name: 'Migration20261124181758_file_objects', class: Migration20261124181758_file_objects },
	{ name: 'Migration20261124182036_page_content_version', class: Migration20261124182036_page_content_version },
	{ name: 'Migration20261124190000_search_words', class: Migration20261124190000_search_words },
	{ name: 'Migration20261124193500_versions_at_commit', class: Migration20261124193500_versions_at_commit },
	{ name: 'Migration20261127172933_email_verified', class: Migration20261127172933_email_verified },
	{ name: 'Migration20261127180000_idempotency_owner', class: Migration20261127180000_idempotency_owner },
	{
		name: 'Migration20261127180000_unsubscribe_token_hashes',
		class: Migration20261127180000_unsubscribe_token_hashes,
	},
	{
		name: 'Migration20261127180000_email_verification_token',
		class: Migration20261127180000_email_verification_token,
	},
	{
		name: 'Migration20261127180000_certificates_not_verified',
		class: Migration20261127180000_certificates_not_verified,
	},
	{ name: 'Migration20261127180000_instant_alert_marks', class: Migration20261127180000_instant_alert_marks },
	{ name: 'Migration20261127210000_skills_taxonomy', class: Migration20261127210000_skills_taxonomy },
	{
		name: 'Migration20261127220000_extract_skills_found_at',
		class: Migration20261127220000_extract_skills_found_at,
	},
	{ name: 'Migration20261127220000_search_relevance', class: Migration20261127220000_search_relevance },
	{
		name: 'Migration20261128000000_training_course_page_content_version',
		class: Migration20261128000000_training_course_page_content_version,
	},
	{ name: 'Migration20261128000100_mail_outbox_html', class: Migration20261128000100_mail_outbox_html },
	{ name: 'Migration20261128100000_user_disabled', class: Migration20261128100000_user_disabled },
	{ name: 'Migration20261128100100_retention', class: Migration20261128100100_retention },
	{
		name: 'Migration20261128100200_search_functions_for_restore',
		class: Migration20261128100200_search_functions_for_restore,
	},
	{ name: 'Migration20261128120000_job_sources', class: Migration20261128120000_job_sources },
	{ name: 'Migration20261128140000_insight_totals', class: Migration20261128140000_insight_totals },
	{ name: 'Migration20261128140100_talent_pool_totals', class: Migration20261128140100_talent_pool_totals },
	{ name: 'Migration20261128150000_job_place_tally', class: Migration20261128150000_job_place_tally },
	{ name: 'Migration20261128150100_place_newest_first', class: Migration20261128150100_place_newest_first },
	{ name: 'Migration20261128160000_insight_total_deltas', class: Migration20261128160000_insight_total_deltas },
	{ name: 'Migration20261128160100_talent_pool_deltas', class: Migration20261128160100_talent_pool_deltas },
	{
		name: 'Migration20261128170000_seeker_activity_totals',
		class: Migration20261128170000_seeker_activity_totals,
	},
	{ name: 'Migration20261128180000_job_title_words', class: Migration20261128180000_job_title_words },
	{ name: 'Migration20261128214710_drop_job_title_words_idx', class: Migration20261128214710_drop_job_title_words_idx },
	{ name: 'Migration20261129000000_rank_words_carry_filters', class: Migration20261129000000_rank_words_carry_filters },
]
