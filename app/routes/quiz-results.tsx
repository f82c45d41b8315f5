import { redirect } from 'react-router'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { answersFromParam } from '#app/features/quiz/quiz-answers.ts'
import { QuizResults } from '#app/features/quiz/quiz-results.tsx'
import { quizIntro } from '#content/quiz-page.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { Route } from './+types/quiz-results'
import { privateMeta } from '#app/lib/seo.ts'

/**
 * The results of the quiz answered on one page without a script (decision 33), from the answers
 * in the address; never cached (server/page-cache/key.ts). Anything but one option per question
 * goes back to the quiz.
 */
export function loader({ request }: Route.LoaderArgs) {
  const answers = answersFromParam(quizQuestions, new URL(request.url).searchParams.get('answers'))
  if (!answers) throw redirect('/cybersecurity-quiz', 303)
  return { answers }
}

export const meta = privateMeta('Your quiz results')

export default function QuizResultsPage({ loaderData: { answers } }: Route.ComponentProps) {
  return (
    <div className="bg-surface pb-20">
      <PageHero
        title={quizIntro.heading}
        lead="Your results, with the correct answer to every question."
        className="pt-14 pb-24"
        containerClassName="max-w-3xl"
      />
      <div className="container-page -mt-14 max-w-3xl">
        <QuizResults questions={quizQuestions} answers={answers} />
      </div>
    </div>
  )
}
