import { ArrowLeft, BookOpenCheck, GraduationCap, MessagesSquare, Target } from 'lucide-react'
import type { MouseEvent } from 'react'
import { requestContext, servicesContext } from '#app/context.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { IconCard } from '#app/components/ui/icon-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { OnePageQuiz } from '#app/features/quiz/one-page-quiz.tsx'
import { Quiz } from '#app/features/quiz/quiz.tsx'
import { quizPageAction } from '#app/features/quiz/quiz-page-action.server.ts'
import { quizBenefits, quizIntro } from '#content/quiz-page.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { Route } from './+types/quiz'

export const meta = pageMeta({
  title: 'K-12 Cybersecurity Knowledge Quiz',
  description:
    'Fifteen questions on FERPA, phishing, incident response, vendor management and more, with an explanation and source for every answer. Free for school leaders.',
  path: '/cybersecurity-quiz',
})

/** The quiz answered on one page without a script (decision 33). */
export function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  return quizPageAction(
    request,
    { gate: services, quiz: services.quiz, questions: quizQuestions },
    context.get(requestContext),
  )
}

const benefitIcons = [Target, BookOpenCheck, MessagesSquare, GraduationCap]

/** Spec §2: browser history back; a visitor who landed here from elsewhere goes to the resources. */
function backToResources(event: MouseEvent<HTMLAnchorElement>) {
  if (!document.referrer.startsWith(`${window.location.origin}/`)) return
  event.preventDefault()
  window.history.back()
}

export default function QuizPage({ actionData: refusal }: Route.ComponentProps) {
  return (
    <div className="bg-surface pb-20">
      <PageHero
        title={quizIntro.heading}
        lead={quizIntro.subheading}
        className="pt-14 pb-24"
        containerClassName="max-w-3xl"
        before={
          // A link to the resources, loaded from the server like every page left from here; with
          // the script, back in the browser's history when the visitor came from this site.
          <a href="/resources" onClick={backToResources} className="btn-outline-on-dark px-3 py-1.5">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Resources
          </a>
        }
      />
      <div className="container-page -mt-14 max-w-3xl">
        {/* One question at a time with the script (the spec's quiz); all on one page without it. A
            browser that runs scripts reads <noscript> as text, so the page holds one quiz, not two. */}
        {refusal ? (
          <OnePageQuiz questions={quizQuestions} chosen={refusal.chosen} unanswered={refusal.unanswered} />
        ) : (
          <>
            <div className="noscript:hidden">
              <Quiz questions={quizQuestions} />
            </div>
            <noscript>
              <OnePageQuiz questions={quizQuestions} />
            </noscript>
          </>
        )}
      </div>
      <section aria-labelledby="benefits-heading" className="container-page mt-16">
        <SectionHeading id="benefits-heading" centered size="md" title="Why take the quiz" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
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
    </div>
  )
}
