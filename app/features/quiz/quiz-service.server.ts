import { gte, sql } from 'drizzle-orm'
import { quizCompletions } from '#db/schema/index.ts'
import type { QuizQuestion } from '#content/types.ts'
import type { Db } from '#app/lib/db.server.ts'

export type QuizService = ReturnType<typeof createQuizService>

export const INSIGHT_WEEKS = 12

export function createQuizService({
  db,
  questions,
  clock = () => new Date(),
  timeZone,
}: {
  db: Db
  questions: readonly QuizQuestion[]
  clock?: () => Date
  timeZone: string
}) {
  const correct = questions.map((q) => q.correctAnswer)
  const correctArray = sql`${`{${correct.join(',')}}`}::smallint[]`
  return {
    async recordCompletion(answers: readonly number[]) {
      const score = answers.filter((answer, i) => answer === correct[i]).length
      await db.insert(quizCompletions).values({ answers: [...answers], score, createdAt: clock() })
    },

    async insights() {
      const now = clock()
      const week = sql`date_trunc('week', ${now}::timestamptz at time zone ${timeZone})`
      const perWeek = await db.execute<{ week: string; completions: number; average: number | null }>(sql`
        select to_char(w, 'YYYY-MM-DD') as week, count(c.id)::int as completions, round(avg(c.score), 1)::float as average
        from generate_series(${week} - interval '${sql.raw(String(INSIGHT_WEEKS - 1))} weeks', ${week}, interval '1 week') w
        left join ${quizCompletions} c
          on date_trunc('week', c.created_at at time zone ${timeZone}) = w
        group by w order by w`)
      const sinceLocal = sql`(${perWeek.rows[0]!.week}::timestamp at time zone ${timeZone})`
      const missed = await db.execute<{ question: number; missed: number; answered: number }>(sql`
        select q as question,
          count(*) filter (where c.answers[q] is distinct from (${correctArray})[q])::int as missed,
          count(*)::int as answered
        from ${quizCompletions} c, generate_series(1, ${questions.length}) q
        where c.created_at >= ${sinceLocal}
        group by q order by missed desc, q asc`)
      const [totals] = await db
        .select({
          completions: sql<number>`count(*)::int`,
          averageScore: sql<number | null>`round(avg(${quizCompletions.score}), 1)::float`,
        })
        .from(quizCompletions)
        .where(gte(quizCompletions.createdAt, sql`${sinceLocal}`))
      return {
        since: perWeek.rows[0]!.week,
        weeks: perWeek.rows,
        completions: totals?.completions ?? 0,
        averageScore: totals?.averageScore ?? null,
        questionCount: questions.length,
        mostMissed: missed.rows.slice(0, 5).map((row) => {
          const question = questions[row.question - 1]!
          return {
            number: row.question,
            question: question.question,
            category: question.category,
            missed: row.missed,
            answered: row.answered,
            share: row.answered ? Math.round((row.missed / row.answered) * 100) : 0,
          }
        }),
      }
    },
  }
}
