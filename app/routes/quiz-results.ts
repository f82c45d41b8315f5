import { redirect } from 'react-router'
import { QUIZ_PATH } from '#app/features/quiz/quiz-steps.ts'
import type { Route } from './+types/quiz-results'

/** The results' address before decision 56 (`?answers=<digits>`): the results are the quiz's own step now. */
export function loader({ request }: Route.LoaderArgs) {
  const answers = new URL(request.url).searchParams.get('answers')
  return redirect(answers ? `${QUIZ_PATH}?a=${encodeURIComponent(answers)}` : QUIZ_PATH, 301)
}
