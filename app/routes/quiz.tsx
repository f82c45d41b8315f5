import { ArrowLeft, BookOpenCheck, GraduationCap, MessagesSquare, Target } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import type { Route } from './+types/quiz'
import { useNavigate } from 'react-router'
import { Quiz } from '#app/features/quiz/quiz.tsx'
import { quizBenefits, quizIntro } from '#content/quiz-page.ts'
import { quizQuestions } from '#content/quiz.ts'

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'K-12 Cybersecurity Knowledge Quiz | SchoolShield Cyber Advisory',
    description:
      'Fifteen questions on FERPA, phishing, incident response, vendor management and more, with an explanation and source for every answer. Free for school leaders.',
    path: '/cybersecurity-quiz',
    siteUrl: rootData(matches).siteUrl,
  })
}

const benefitIcons = [Target, BookOpenCheck, MessagesSquare, GraduationCap]

export default function QuizPage() {
  const navigate = useNavigate()
  return (
    <div className="bg-surface pb-20">
      <section className="bg-brand-950 pt-14 pb-24 text-white">
        <div className="container-page max-w-3xl">
          <button
            type="button"
            // Spec §2: browser history back; a visitor who landed here directly goes to the resources.
            onClick={() =>
              (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/resources')
            }
            className="btn-outline-on-dark px-3 py-1.5"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Resources
          </button>
          <h1 className="mt-8 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{quizIntro.heading}</h1>
          <p className="mt-4 text-lg text-slate-200">{quizIntro.subheading}</p>
        </div>
      </section>
      <div className="container-page -mt-14 max-w-3xl">
        <Quiz questions={quizQuestions} />
      </div>
      <section aria-labelledby="benefits-heading" className="container-page mt-16">
        <h2 id="benefits-heading" className="text-center text-2xl font-bold tracking-tight">
          Why take the quiz
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {quizBenefits.map((b, i) => {
            const BenefitIcon = benefitIcons[i % benefitIcons.length]!
            return (
              <li key={b.title} className="card p-6">
                <BenefitIcon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-4 font-semibold">{b.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{b.description}</p>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
