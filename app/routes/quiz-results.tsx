import { createContext, redirect } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { answersFromParam } from '#app/features/quiz/quiz-answers.ts'
import { QuizResults } from '#app/features/quiz/quiz-results.tsx'
import { quizReportPageAction } from '#app/features/quiz/quiz-report-action.server.ts'
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

const reportRefused = createContext<Exclude<Awaited<ReturnType<typeof quizReportPageAction>>, Response> | null>(null)

/**
 * The district report's form posted here without a script (decision 39). A report taken is the
 * PDF itself, which an action cannot answer on a page (React Router reads an action's Response as
 * the page's data), so this middleware answers it before the action; a refusal goes on to the
 * action, and this page is drawn again with it, as every public form's refusal is drawn.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'POST') return next()
    const { quizReports } = context.get(servicesContext)
    const answer = await quizReportPageAction(request, quizReports, context.get(requestContext))
    if (answer instanceof Response) return answer
    context.set(reportRefused, answer)
    return next()
  },
]

export const action = ({ context }: Route.ActionArgs) => context.get(reportRefused)

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
