import { SourceList } from '#app/components/ui/source-list.tsx'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import { accessibilityStatement } from '#content/accessibility.ts'

export const meta = pageMeta({
  title: 'Accessibility Statement',
  description:
    'The accessibility standard this site aims for (WCAG 2.1 Level AA), how we test it, what we know falls short, and how to tell us about a barrier.',
  path: '/accessibility',
})

/** What it says about testing is what tests/e2e and scripts/lighthouse.ts do: keep them in step. */
export default function Accessibility() {
  const site = useSite()
  const { preparedAt, reviewedAt, sources } = accessibilityStatement
  return (
    <article className="container-page max-w-3xl py-16">
      <h1 className="text-4xl font-bold tracking-tight">Accessibility statement</h1>
      <p className="mt-4 text-lg text-muted">
        Everyone who runs or governs a school district should be able to use this site, including people who use a
        screen reader, a keyboard instead of a mouse, screen magnification or voice control.
      </p>
      <div className="prose-post mt-8">
        <h2>Our target</h2>
        <p>
          This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at Level AA: the public pages, the
          forms, the resource download dialog, the quiz, and the admin screens our staff use.
        </p>
        <p>
          WCAG 2.1 Level AA is the standard the U.S. Department of Justice adopted in April 2024 for the websites and
          mobile apps of state and local governments, public school districts included, under Title II of the Americans
          with Disabilities Act. We are a private company, so the rule does not cover this site. We follow it anyway,
          because the districts we work with are held to it.
        </p>

        <h2>What the rule means for your district</h2>
        <p>
          In April 2026 the Department moved the dates by which public entities must meet the standard. A public entity
          with a total population of 50,000 or more now has until April 26, 2027. One with a total population under
          50,000, or a special district government, has until April 26, 2028. The standard itself is still WCAG 2.1
          Level AA. The rule defines how a district's population is counted; ask your district's counsel which date
          applies to you. This is general information, not legal advice.
        </p>

        <h2>How we test this site</h2>
        <ul>
          <li>
            <strong>Automated checks on every page and dialog.</strong> Our automated test suite runs two open-source
            accessibility checkers, axe and HTML_CodeSniffer (the engine behind pa11y), on each public page, the admin
            screens, the resource download dialog, the mobile menu, form error messages and every step of the quiz, on a
            desktop screen and on a phone screen. They apply the WCAG 2.1 Level A and AA rules that a program can check,
            and a single violation or error from either fails the suite.
          </li>
          <li>
            <strong>Keyboard journeys.</strong> Automated tests use the site with the keyboard alone, and check at each
            step that the focused control shows it: the skip link, the menu, the contact form, the resource download
            dialog and the whole quiz, and, in the administration, signing in, working a request from the leads list
            (status, person view, notes) and writing and publishing a blog post.
          </li>
          <li>
            <strong>Layout and contrast.</strong> Tests check that every public page fits a screen 320 pixels wide
            without scrolling sideways, works in portrait and in landscape, keeps all its text visible with wider
            letter, word and line spacing, and that form fields are outlined clearly enough to find (a contrast of at
            least 3 to 1).
          </li>
          <li>
            <strong>Lighthouse.</strong> Our build runs Google's Lighthouse audit on the main public pages and fails
            unless each scores 100 for accessibility.
          </li>
          <li>
            <strong>Links within the home page.</strong> Tests check that a link to a section lands with its heading in
            view just below the menu bar on phones, tablets and computers. If your device is set to reduce motion, the
            page jumps instead of scrolling smoothly, and loading indicators and transitions stop moving; a test checks
            both settings.
          </li>
        </ul>
        <p>
          Automated tools find only some of the problems a person can meet. The site has not yet been audited by an
          outside accessibility specialist or tested by people who use assistive technology every day.
        </p>

        <h2>Accessibility Conformance Report</h2>
        <p>
          Districts that buy software or services often ask for an Accessibility Conformance Report in the VPAT® 2.5
          format. Ours covers every WCAG 2.1 Level A and AA criterion for this site and its admin screens. It is
          generated from the same test run described above, with a note from a person wherever no test can decide, and
          gives for each criterion whether the site supports it and the evidence.{' '}
          <a href="/accessibility-conformance-report.pdf">
            Download the Accessibility Conformance Report (PDF, tagged for screen readers)
          </a>
          .
        </p>

        <h2>Known limitations</h2>
        <ul>
          <li>
            <strong>PDF downloads.</strong> The resource documents, the PDF copy of each blog post and the quiz&rsquo;s
            district report are tagged PDFs: a screen reader can tell their headings, paragraphs, numbered and bulleted
            lists, tables with their header cells, and links apart, and skips the running header and footer. Our tests
            read their structure with pdf.js, the engine of Firefox&rsquo;s PDF reader; they have not yet been checked
            with a PDF/UA validator. For any resource, email or call us and we will send you its full text in the body
            of an email within two business days.
          </li>
          <li>
            <strong>Confirmation messages</strong> (such as “Success!” after you send a form) close after five seconds.
            Screen readers announce them as they appear, and most confirm something you then see on the page or in your
            email, but the time cannot be lengthened.
          </li>
          <li>
            <strong>Other sites.</strong> The Policy Generator is a separate site, and the share buttons on blog posts
            open X, Facebook and LinkedIn. This statement does not cover them.
          </li>
          <li>
            <strong>Admin screens</strong> (used only by our staff). For security, a sign-in ends after 30 minutes
            without activity and 12 hours after it began. A message warns two minutes before either: it extends the 30
            minutes as often as needed, but not the 12 hours. The charts in the leads insights show a value under the
            pointer that cannot be dismissed with Escape; the same figures are in a table under each chart. The text
            editor for blog posts has not been tested with screen readers.
          </li>
        </ul>

        <h2>Tell us about a barrier</h2>
        <p>
          If anything on this site is hard or impossible for you to use, please tell us: email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or call <a href={site.phoneHref}>{site.phone}</a>. Say which
          page you were on and what happened; you do not need to know which guideline it breaks. You can also write to{' '}
          {site.businessName}, {site.postalAddress}.
        </p>
        <p>
          We will reply within two business days. In that reply we will either confirm that the problem is fixed, or
          give you the information or service another way, by email or by phone, and tell you when we expect to fix it.
        </p>

        <h2>About this statement</h2>
        <p>
          Prepared on <time dateTime={preparedAt}>{calendarDate(preparedAt)}</time>. We review it at least once a year,
          and whenever a change to the site affects what it says.
        </p>
      </div>
      <SourceList sources={sources} reviewedAt={reviewedAt} className="mt-10 border-t border-line pt-6" />
    </article>
  )
}
