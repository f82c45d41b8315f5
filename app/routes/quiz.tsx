import { ArrowLeft, BookOpenCheck, GraduationCap, MessagesSquare, Target } from 'lucide-react'
import { createContext, data } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { rootData, seo } from '#app/lib/seo.ts'
import { mark } from '#app/lib/marks.ts'
import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { IconCard } from '#app/components/ui/icon-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { quizAnswerAction } from '#app/features/quiz/quiz-page-action.server.ts'
import { QuizQuestionCard } from '#app/features/quiz/quiz-question.tsx'
import { quizReportPageAction } from '#app/features/quiz/quiz-report-action.server.ts'
import { QuizResults } from '#app/features/quiz/quiz-results.tsx'
import { QUIZ_ANCHOR, QUIZ_PATH, stepAt, type QuizStep } from '#app/features/quiz/quiz-steps.ts'
import { quizBenefits, quizIntro } from '#content/quiz-page.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { Route } from './+types/quiz'

const stepOf = (request: Request) => stepAt(quizQuestions, new URL(request.url).searchParams)

export function loader({ request }: Route.LoaderArgs) {
  const step = stepOf(request)
  return data({ step }, { status: step.kind === 'refused' ? 400 : 200 })
}

const reportRefused = createContext<Exclude<Awaited<ReturnType<typeof quizReportPageAction>>, Response> | null>(null)

/**
 * A report taken is the PDF itself, which an action cannot answer on a page (React Router reads an
 * action's Response as the page's data), so it is answered here before the action (decision 39).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'POST' || stepOf(request).kind !== 'results') return next()
    const { quizReports } = context.get(servicesContext)
    const answer = await quizReportPageAction(request, quizReports, context.get(requestContext))
    if (answer instanceof Response) return answer
    context.set(reportRefused, answer)
    return next()
  },
]

export function action({ request, context }: Route.ActionArgs) {
  const refusal = context.get(reportRefused)
  if (refusal) return refusal
  const services = context.get(servicesContext)
  return quizAnswerAction(
    request,
    { gate: services, quiz: services.quiz, questions: quizQuestions },
    context.get(requestContext),
  )
}

const titleOf = (step: QuizStep) =>
  step.kind === 'question' || step.kind === 'answered'
    ? `Question ${step.number} of ${quizQuestions.length}${step.kind === 'answered' ? ', answered' : ''}: Cybersecurity Quiz`
    : step.kind === 'results'
      ? 'Your results: Cybersecurity Quiz'
      : 'K-12 Cybersecurity Knowledge Quiz'

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({
    title: loaderData ? titleOf(loaderData.step) : 'K-12 Cybersecurity Knowledge Quiz',
    description:
      'Fifteen questions on FERPA, phishing, incident response, vendor management and more, with an explanation and source for every answer. Free for school leaders.',
    path: QUIZ_PATH,
    ...rootData(matches),
  })
}

const benefitIcons = [Target, BookOpenCheck, MessagesSquare, GraduationCap]

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const posted = actionData && 'step' in actionData ? actionData : undefined
  const step = posted?.step ?? loaderData.step
  return (
    <div className="bg-surface pb-16 sm:pb-20">
      <PageHero
        title={<span className="block text-2xl leading-tight sm:text-5xl">{quizIntro.heading}</span>}
        lead={
          <span className="-mt-1 block text-sm leading-[1.375rem] sm:mt-0 sm:text-lg sm:leading-8">
            {quizIntro.subheading}
          </span>
        }
        className="pt-6 pb-[4.5rem] sm:pt-14 sm:pb-24"
        containerClassName="max-w-3xl"
      />
      <div className="container-page -mt-14 max-w-3xl" {...mark('quiz')}>
        {step.kind === 'results' ? (
          <QuizResults questions={quizQuestions} answers={step.answers} />
        ) : step.kind === 'refused' ? (
          <section id={QUIZ_ANCHOR} aria-label="The quiz" className="card p-6 outline-none sm:p-8">
            <ErrorSummary id="quiz-problem" title={step.message}>
              <p className="mt-3">
                <a href={`${QUIZ_PATH}#${QUIZ_ANCHOR}`} className="font-semibold underline" {...mark('quizStep')}>
                  Start the quiz
                </a>
              </p>
            </ErrorSummary>
          </section>
        ) : (
          <QuizQuestionCard questions={quizQuestions} step={step} problem={posted?.problem} />
        )}
        {/* Spec §2's order: the heading, the quiz, Back to Resources, the benefits. A link to the
            resources; the script goes back in the history instead when the visitor came from this site. */}
        <a href="/resources" className="btn-ghost mt-6" {...mark('quizBack')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Resources
        </a>
        {step.kind === 'results' ? null : (
          <section aria-labelledby="benefits-heading" className="mt-12">
            <SectionHeading id="benefits-heading" centered size="md" title="Why take the quiz" />
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {quizBenefits.map((b, i) => {
                const BenefitIcon = benefitIcons[i % benefitIcons.length]!
                return (
                  <IconCard
                    key={b.title}
                    icon={<BenefitIcon aria-hidden="true" className="size-6" />}
                    title={b.title}
                    description={b.description}
                  />
                )
              })}
            </ul>
          </section>
        )}
      </div>
      <p role="status" className="sr-only" {...mark('quizStatus')} />
    </div>
  )
}
