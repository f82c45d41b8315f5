import { siteDefaults } from './site.ts'

const HONORIFIC = /^(Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s/

/**
 * How the copy refers to the consultant after the first mention: the honorific and surname when the
 * configured name starts with one ("Dr. Morgan Ellis" gives "Dr. Ellis"), otherwise the full name.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/)
  return HONORIFIC.test(name.trim()) && words.length > 2 ? `${words[0]} ${words[words.length - 1]}` : name.trim()
}

/**
 * The About section for the consultant named in the site configuration (SITE_CONSULTANT_NAME), so a
 * deployment with another consultant needs no code change. Callers rendering in the browser pass the
 * name the server resolved (useSite), since the browser cannot read the server's environment.
 */
export function aboutFor(name: string) {
  const short = shortName(name)
  return {
    heading: `About ${name}`,
    paragraphs: [
      `${name} founded SchoolShield Cyber Advisory to give smaller school districts experienced security leadership without the cost of a full-time chief information security officer. ${short} has worked in technology for more than 30 years, including over 15 years working directly in cybersecurity.`,
      'That experience is paired with a doctorate in educational leadership, so the work starts from how districts actually run: board calendars, budget cycles, small technology teams and the daily demands of classrooms. Recommendations are written for the people who have to approve them, fund them and carry them out.',
      "Engagements range from a single board session to ongoing virtual CISO support. Each one is scoped to the district's size, staff and budget, and every report ends with clear next steps.",
    ],
    credentials: [
      'Over 15 years of direct cybersecurity experience',
      'A 30-year career in technology',
      'Doctorate in educational leadership',
      "Master's degrees",
      'Several industry security certifications',
    ],
    stats: [
      { value: '130+', label: 'Districts influenced' },
      { value: '30+', label: 'Years experience' },
      { value: '1.26m+', label: 'Students impacted' },
    ],
    reasons: [
      {
        title: 'Budget-conscious solutions',
        description:
          'Recommendations start with the free and low-cost measures that reduce the most risk, such as multi-factor authentication and tested backups. Larger purchases are planned around your budget cycle and available funding.',
      },
      {
        title: 'Flexible scheduling around the school calendar',
        description:
          'Training, assessments and board sessions are scheduled around testing windows, breaks, board meetings and professional development days, so instruction is not disrupted.',
      },
      {
        title: 'Plain-language explanations',
        description:
          'Findings are explained without jargon, so board members, principals and technology staff share the same understanding of the risks and the choices in front of them.',
      },
      {
        title: 'A long-term partnership approach',
        description: `Security improves over years, not in a single project. ${short} stays involved as your district grows its program, revisits priorities each year and helps when new threats or requirements appear.`,
      },
    ],
  }
}

/** The About section for the default consultant; pages use `aboutFor` with the configured name (useSite). */
export const about = aboutFor(siteDefaults.consultantName)
