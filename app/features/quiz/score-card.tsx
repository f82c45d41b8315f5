import type { ReactNode, Ref } from 'react'
import { scoreMessage } from './quiz-machine.ts'

/**
 * The spec's results (§4): the score out of the questions, the percentage, the band's message, Try
 * Again and Get Training. `tryAgain` is the quiz's button with the script, a link to the quiz without.
 */
export function ScoreCard({
  score,
  total,
  tryAgain,
  headingRef,
}: {
  score: number
  total: number
  tryAgain: ReactNode
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const percentage = Math.round((score / total) * 100)
  return (
    <div className="card p-6 text-center sm:p-10">
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-bold outline-none">
        Your results
      </h2>
      <p className="mt-6 text-5xl font-bold text-brand-700" data-testid="quiz-score">
        {score}/{total}
      </p>
      <p className="mt-2 text-lg font-semibold text-muted" data-testid="quiz-percentage">
        {percentage}%
      </p>
      <p className="mx-auto mt-6 max-w-md text-lg" data-testid="quiz-message">
        {scoreMessage(percentage)}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {tryAgain}
        <a href="/#contact" className="btn-primary">
          Get Training
        </a>
      </div>
    </div>
  )
}
