import { categoryPlan, questionNextSteps } from '#content/quiz-report.ts'
import { resources } from '#content/resources.ts'
import type { QuizCategory, QuizQuestion } from '#content/types.ts'

export interface MissedQuestion {
  number: number
  category: QuizCategory
  question: string
  chosen: string
  correct: string
  explanation: string
  nextStep: string
  resource: { title: string; slug: string }
}

/** The server never takes a score from the client (decision 39). */
export interface QuizReportContent {
  score: number
  total: number
  percentage: number
  band: string
  categories: { category: QuizCategory; right: number; missed: number }[]
  missed: MissedQuestion[]
  missedCategories: QuizCategory[]
  plan: { days30: string[]; days60: string[]; days90: string[] }
}

/** Answers checked by quiz-report.schema.ts first. */
export function buildQuizReport(questions: readonly QuizQuestion[], answers: readonly number[]): QuizReportContent {
  const categories = new Map<QuizCategory, { right: number; missed: number }>()
  const missed: MissedQuestion[] = []
  questions.forEach((q, i) => {
    const tally = categories.get(q.category) ?? { right: 0, missed: 0 }
    categories.set(q.category, tally)
    const answer = answers[i]!
    if (answer === q.correctAnswer) {
      tally.right += 1
      return
    }
    tally.missed += 1
    const next = questionNextSteps[q.id]
    const resource = resources.find((r) => r.slug === next?.resource)
    missed.push({
      number: i + 1,
      category: q.category,
      question: q.question,
      chosen: q.options[answer] ?? '',
      correct: q.options[q.correctAnswer],
      explanation: q.explanation,
      nextStep: next?.step ?? '',
      resource: resource ? { title: resource.title, slug: resource.slug } : { title: '', slug: '' },
    })
  })
  const score = questions.length - missed.length
  const percentage = Math.round((score / questions.length) * 100)
  const missedCategories = [...categories].filter(([, t]) => t.missed > 0).map(([c]) => c)
  return {
    score,
    total: questions.length,
    percentage,
    band: scoreMessage(percentage),
    categories: [...categories].map(([category, t]) => ({ category, ...t })),
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
