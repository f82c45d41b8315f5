import { ArrowLeft, BookOpenCheck, GraduationCap, MessagesSquare, Target } from 'lucide-react'
import { pageMeta } from '#app/lib/seo.ts'
import { IconCard } from '#app/components/ui/icon-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { Quiz } from '#app/features/quiz/quiz.tsx'
import { quizBenefits, quizIntro } from '#content/quiz-page.ts'
import { quizQuestions } from '#content/quiz.ts'

export const meta = pageMeta({
  title: 'K-12 Cybersecurity Knowledge Quiz | SchoolShield Cyber Advisory',
  description:
    'Fifteen questions on FERPA, phishing, incident response, vendor management and more, with an explanation and source for every answer. Free for school leaders.',
  path: '/cybersecurity-quiz',
})

const benefitIcons = [Target, BookOpenCheck, MessagesSquare, GraduationCap]

export default function QuizPage() {
  return (
    <div className="bg-surface pb-20">
      <PageHero
        title={quizIntro.heading}
        lead={quizIntro.subheading}
        className="pt-14 pb-24"
        containerClassName="max-w-3xl"
        before={
          <button
            type="button"
            // Spec §2: browser history back; a visitor who landed here from elsewhere goes to the
            // resources, loaded from the server like every page left from here (decision 33).
            onClick={() =>
              document.referrer.startsWith(`${window.location.origin}/`)
                ? window.history.back()
                : window.location.assign('/resources')
            }
            className="btn-outline-on-dark px-3 py-1.5"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Resources
          </button>
        }
      />
      <div className="container-page -mt-14 max-w-3xl">
        <Quiz questions={quizQuestions} />
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
