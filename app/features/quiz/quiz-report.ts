import { categoryPlan, questionNextSteps } from '#content/quiz-report.ts'
import { resources } from '#content/resources.ts'
import type { QuizQuestion } from '#content/types.ts'

/** The server never takes a score from the client (decision 39). */
export type QuizReportContent = ReturnType<typeof buildQuizReport>

/** Answers checked by quiz-report.schema.ts first. */
export function buildQuizReport(questions: readonly QuizQuestion[], answers: readonly number[]) {
  const missed = questions.flatMap((q, i) => {
    const answer = answers[i]!
    if (answer === q.correctAnswer) return []
    const next = questionNextSteps[q.id]
    const resource = resources.find((r) => r.slug === next?.resource)
    return {
      number: i + 1,
      category: q.category,
      question: q.question,
      chosen: q.options[answer] ?? '',
      correct: q.options[q.correctAnswer],
      explanation: q.explanation,
      nextStep: next?.step ?? '',
      resource: resource ? { title: resource.title, slug: resource.slug } : { title: '', slug: '' },
    }
  })
  const categories = [...new Set(questions.map((q) => q.category))].map((category) => {
    const wrong = missed.filter((m) => m.category === category).length
    return { category, right: questions.filter((q) => q.category === category).length - wrong, missed: wrong }
  })
  const score = questions.length - missed.length
  const percentage = Math.round((score / questions.length) * 100)
  const missedCategories = categories.filter((c) => c.missed > 0).map((c) => c.category)
  return {
    score,
    total: questions.length,
    percentage,
    band: scoreMessage(percentage),
    categories,
    missed,
    missedCategories,
    plan: {
      days30: missedCategories.map((c) => categoryPlan[c].days30),
      days60: missedCategories.map((c) => categoryPlan[c].days60),
      days90: missedCategories.map((c) => categoryPlan[c].days90),
    },
  }
}

/** Spec §9, verbatim. */
export function scoreMessage(percentage: number): string {
  if (percentage >= 80) return 'Excellent! You have strong cybersecurity knowledge.'
  if (percentage >= 60) return 'Good job! Consider additional training in some areas.'
  return 'Your district could benefit from comprehensive cybersecurity training.'
}
