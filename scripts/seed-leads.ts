/**
 * Seeds leads for the dashboard's scale scenario (docs/decisions/0012): by default 50,000
 * consultation requests, 50,000 downloads and 20,000 subscribers over two years, with statuses,
 * first responses and activity as a working pipeline would have them (requests older than two weeks
 * are all worked; recent ones may still be New). Plain SQL with generate_series and a fixed random
 * seed: 120,000 rows in a few seconds, the same every run. Used by `npm run bench` and the e2e lead
 * journeys.
 *
 *   DATA_DIR=./data npm exec -- node scripts/seed-leads.ts [contacts] [downloads] [subscribers]
 *
 * (stop `npm start` first when using the embedded database; DATABASE_URL works too).
 */
import { sql } from 'drizzle-orm'
import { resourceTitles } from '#content/resources.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { Db } from '#app/lib/db.server.ts'

export interface SeedCounts {
  contacts?: number
  downloads?: number
  subscribers?: number
  /** anonymous quiz completions, spread over the last 11 weeks (inside the insights' 12) */
  quizCompletions?: number
  /** the newest possible arrival: the seed is laid out backwards from here */
  now?: Date
  /** days back from `now` the rows are spread over */
  days?: number
}

const firstNames = [
  'Dana',
  'Luis',
  'Priya',
  'Marcus',
  'Elena',
  'Tom',
  'Aisha',
  'Grace',
  'Kenji',
  'Maria',
  'Owen',
  'Fatima',
  'Sam',
  'Ruth',
  'Diego',
  'Hannah',
  'Victor',
  'Mei',
  'Jordan',
  'Claire',
  'Andre',
  'Nora',
  'Ibrahim',
  'Julia',
  'Ray',
  'Sofia',
  'Brian',
  'Keisha',
  'Paul',
  'Lena',
]
const lastNames = [
  'Whitfield',
  'Ortega',
  'Shah',
  'Bell',
  'Novak',
  'Reyes',
  'Hughes',
  'Okafor',
  'Tanaka',
  'Lopez',
  'Murphy',
  'Khan',
  'Fischer',
  'Brooks',
  'Silva',
  'Nguyen',
  'Carter',
  'Price',
  'Ward',
  'Kim',
  'Patel',
  'Morgan',
  'Hayes',
  'Foster',
  'Rivera',
  'Zúñiga',
  'Schmidt',
  'Adams',
  'Baker',
  'Coleman',
]
const districts = [
  'Maplewood',
  'Riverbend',
  'Oakridge',
  'Cedar Falls',
  'Pine Hill',
  'Lakeview',
  'Harbor City',
  'Granite Peak',
  'Willow Creek',
  'Sunnydale',
  'Brookside',
  'Fairview',
  'Elm Grove',
  'Stonebridge',
  'Clearwater',
  'Meadowbrook',
  'Silver Lake',
  'Red Rock',
  'Prairie View',
  'Northfield',
  'Hillcrest',
  'Bayside',
  'Canyon Ridge',
  'Westwood',
].flatMap((town) => [`${town} Unified School District`, `${town} Public Schools`, `${town} County Schools`])
const contactPositions = ['superintendent', 'principal', 'board-member', 'it-director', 'tech-coordinator', 'other']
const downloadPositions = [
  'superintendent',
  'assistant-superintendent',
  'technology-director',
  'it-coordinator',
  'security-officer',
  'principal',
  'business-manager',
  'board-member',
  'other',
]
const studentCounts = ['under-1000', '1000-5000', '5000-15000', '15000-30000', 'over-30000']
const utmSources = ['newsletter', 'linkedin', 'google', 'cosn', 'state-conference', 'webinar']
const referrers = ['https://www.google.com', 'https://www.linkedin.com', 'https://www.bing.com', 'https://k12six.org']

/** A SQL text array literal. */
const array = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`
/** A random element of `values`, 1-based as PostgreSQL arrays are. */
const pick = (values: readonly string[]) => sql`(${array(values)})[1 + floor(random() * ${values.length})::int]`
/** A person: the same number always gives the same name, district and address (so the person view has history). */
const PEOPLE = 30_000

export async function seedLeads(db: Db, counts: SeedCounts = {}) {
  const {
    contacts = 50_000,
    downloads = 50_000,
    subscribers = 20_000,
    quizCompletions = 2_000,
    now = new Date(),
    days = 730,
  } = counts
  const at = now.toISOString()
  const person = (column: string) => sql.raw(column)
  const started = performance.now()
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`)
    const personFields = (p: ReturnType<typeof person>) => ({
      first: sql`(${array(firstNames)})[1 + ${p} % ${firstNames.length}]`,
      last: sql`(${array(lastNames)})[1 + (${p} / ${firstNames.length}) % ${lastNames.length}]`,
      district: sql`(${array(districts)})[1 + (${p} * 7) % ${districts.length}]`,
      email: sql`'person' || ${p} || '@' || lower(replace((${array(districts)})[1 + (${p} * 7) % ${districts.length}], ' ', '')) || '.example'`,
    })
    const p = personFields(person('p'))
    // Consultation requests. Older than two weeks: all worked (Contacted, Qualified, Won or Lost),
    // a first response 20 minutes to 9 hours after arrival. Recent: some still New.
    await tx.execute(sql`
      insert into contacts (first_name, last_name, email, position, district, student_count, services, message,
        utm_source, utm_medium, utm_campaign, referrer, created_at, status, first_response_at)
      select ${p.first}, ${p.last}, ${p.email}, ${pick(contactPositions)}, ${p.district},
        case when random() < 0.8 then ${pick(studentCounts)} end,
        (array['{vciso,assessment}', '{executive}', '{compliance,assessment}', '{vciso}', null])[1 + floor(random() * 5)::int]::text[],
        case when random() < 0.6 then 'We would like to talk about ' || ${pick(['an assessment', 'board training', 'a virtual CISO', 'our audit', 'ransomware readiness'])} || ' before our budget cycle.' end,
        utm, case when utm is not null then 'email' end, null,
        case when utm is null and random() < 0.6 then ${pick(referrers)} end,
        created, status,
        case when status in ('contacted', 'qualified', 'won') or (status = 'lost' and random() < 0.5)
          then created + interval '20 minutes' + random() * random() * interval '9 hours' end
      from (
        select p, created, utm,
          case
            when age > interval '14 days' then (array['contacted','qualified','won','lost','lost','contacted'])[1 + floor(random() * 6)::int]
            when age > interval '2 days' then (array['new','contacted','qualified','contacted','lost'])[1 + floor(random() * 5)::int]
            else (array['new','new','contacted'])[1 + floor(random() * 3)::int]
          end as status
        from (
          select floor(random() * ${PEOPLE})::int as p,
            case when random() < 0.5 then ${pick(utmSources)} end as utm,
            ${at}::timestamptz - random() * ${`${days} days`}::interval as created
          from generate_series(1, ${contacts})
        ) raw, lateral (select ${at}::timestamptz - created as age) a
      ) s`)
    await tx.execute(sql`
      insert into lead_activity (contact_id, kind, from_status, to_status, author, created_at)
      select id, 'status', 'new', status, 'seed', coalesce(first_response_at, created_at + interval '1 day')
      from contacts where status <> 'new' and not exists (select 1 from lead_activity a where a.contact_id = contacts.id)`)
    await tx.execute(sql`
      insert into resource_downloads (first_name, last_name, email, position, district, resource_title,
        utm_source, utm_medium, referrer, created_at)
      select ${p.first}, ${p.last}, ${p.email}, ${pick(downloadPositions)}, ${p.district}, ${pick(resourceTitles)},
        utm, case when utm is not null then 'email' end,
        case when utm is null and random() < 0.6 then ${pick(referrers)} end,
        ${at}::timestamptz - random() * ${`${days} days`}::interval
      from (select floor(random() * ${PEOPLE})::int as p, case when random() < 0.4 then ${pick(utmSources)} end as utm
            from generate_series(1, ${downloads})) s`)
    // Subscribers: the first people of the list, so many also asked or downloaded; one in ten pending.
    const s = personFields(person('i'))
    await tx.execute(sql`
      insert into newsletters (email, confirmed_at, utm_source, utm_medium, referrer, created_at)
      select ${s.email}, case when random() < 0.9 then created + interval '10 minutes' end,
        case when random() < 0.4 then ${pick(utmSources)} end, null,
        case when random() < 0.3 then ${pick(referrers)} end, created
      from (select i, ${at}::timestamptz - random() * ${`${days} days`}::interval as created
            from generate_series(0, ${subscribers - 1}) i) s
      on conflict (email) do nothing`)
    if (quizCompletions > 0) {
      // Answers: right about 70% of the time, wrong more often on a few hard questions.
      const correct = quizQuestions.map((q) => q.correctAnswer)
      await tx.execute(sql`
        insert into quiz_completions (answers, score, created_at)
        select answers, (select count(*) from unnest(answers) with ordinality a(v, n) where v = (${sql`${`{${correct.join(',')}}`}::smallint[]`})[n])::smallint, created
        from (
          select array(
              select case when random() < 0.55 + 0.3 * ((q * 7) % 5) / 4.0 then (${sql`${`{${correct.join(',')}}`}::smallint[]`})[q]
                else ((${sql`${`{${correct.join(',')}}`}::smallint[]`})[q] + 1 + floor(random() * 3)::int) % 4 end::smallint
              from generate_series(1, ${correct.length}) q where g > 0) as answers,
            ${at}::timestamptz - random() * interval '76 days' as created
          from generate_series(1, ${quizCompletions}) g
        ) c`)
    }
  })
  await db.execute(sql`analyze contacts`)
  await db.execute(sql`analyze resource_downloads`)
  await db.execute(sql`analyze newsletters`)
  await db.execute(sql`analyze lead_activity`)
  return { contacts, downloads, subscribers, quizCompletions, ms: Math.round(performance.now() - started) }
}

if (import.meta.main) {
  const { connectDatabase, runMigrations } = await import('#app/lib/db.server.ts')
  const { startEmbeddedPostgres } = await import('#app/lib/embedded-postgres.server.ts')
  const { readEnv } = await import('#app/lib/env.server.ts')
  const { createLogger } = await import('#app/lib/logger.server.ts')
  const env = readEnv()
  const logger = createLogger({ level: 'warn' })
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.dataDir, logger)
  const database = connectDatabase(env.DATABASE_URL ?? embedded!.url, logger, { max: 1 })
  try {
    await runMigrations(database, logger)
    const [contacts, downloads, subscribers] = process.argv.slice(2).map(Number)
    const result = await seedLeads(database.db, { contacts, downloads, subscribers })
    console.log(
      `Seeded ${result.contacts} consultation requests, ${result.downloads} downloads, ${result.subscribers} subscribers and ${result.quizCompletions} quiz completions in ${result.ms} ms.`,
    )
  } finally {
    await database.close()
    await embedded?.stop()
  }
}
