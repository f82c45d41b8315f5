import { redirect } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { quizReportAction } from '#app/features/quiz/quiz-report-action.server.ts'
import type { Route } from './+types/quiz-report'

/** The district report's form posts here (decision 39); there is nothing to show at this address. */
export const loader = () => redirect('/cybersecurity-quiz', 303)

export const action = ({ request, context }: Route.ActionArgs) =>
  quizReportAction(request, context.get(servicesContext).quizReports, context.get(requestContext))
