export const quizIntro = {
  heading: 'K-12 Cybersecurity Knowledge Quiz',
  subheading:
    'Fifteen questions on student privacy, phishing, incident response and other risks that school leaders face. Each answer comes with a short explanation and its source. The quiz is for learning and is not legal advice.',
}

export const quizBenefits: { title: string; description: string }[] = [
  {
    title: 'Identify knowledge gaps',
    description:
      'See which areas, such as FERPA, phishing or vendor management, need attention before an incident or an audit exposes them.',
  },
  {
    title: 'Learn from every answer',
    description:
      'Each question includes a short explanation that names the law, regulation or federal guidance behind the correct answer.',
  },
  {
    title: 'Start a leadership conversation',
    description:
      'Ask your cabinet or school board to take the quiz and compare results to guide a discussion about priorities.',
  },
  {
    title: 'Plan targeted training',
    description:
      'Use your results to decide where staff, leadership or board training will make the most difference for your district.',
  },
]
