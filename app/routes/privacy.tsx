import { useSite } from '#app/lib/site.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta = pageMeta({
  title: 'Privacy Notice',
  description: 'What we collect through our forms, why, how long we keep it and how to have it removed.',
  path: '/privacy',
})

export default function Privacy() {
  const site = useSite()
  return (
    <article className="container-page max-w-3xl py-16">
      <h1 className="text-4xl font-bold tracking-tight">Privacy notice</h1>
      <p className="mt-4 text-lg text-muted">
        Short and plain: what we collect through this website, why, and how to be removed.
      </p>
      <div className="prose-post mt-8">
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Consultation requests:</strong> your name, work email, position, district, and what you choose to
            tell us (district size, services of interest, a message).
          </li>
          <li>
            <strong>Resource downloads:</strong> your name, work email, position, district and the resource you
            downloaded.
          </li>
          <li>
            <strong>Quiz reports:</strong> when you ask for your district&apos;s report at the end of the cybersecurity
            quiz, your name, work email, position, district, district size if you give it, the answers you chose and the
            score and missed topics worked out from them. We email the report to that address once; it is not a
            newsletter signup. Taking the quiz without asking for a report stores only your answers and score, with
            nothing that identifies you.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address.
          </li>
          <li>
            <strong>How you found us:</strong> the campaign tags in the link you followed (utm_source, utm_medium,
            utm_campaign), the website that referred you and the first page you visited, stored with the form you
            submit.
          </li>
        </ul>
        <p>
          We do not use advertising trackers, analytics scripts or third-party cookies. The only cookie is the sign-in
          cookie of our own administrator.
        </p>
        <p>
          <strong>Remember me on this device:</strong> if you tick it on a download form, your name, email, role and
          district stay in your browser&apos;s local storage, on your device only, so the next form opens filled in. It
          is never sent to us by itself; untick it and it is deleted at once.
        </p>
        <h2>Page counts</h2>
        <p>
          To know which pages school leaders find useful, our own server counts page views, the way a visitor counter
          would. It keeps, for each day: the page, the website that sent you (its name only, such as google.com), the
          campaign tags of the link, and whether the device was a phone, a tablet or a computer.
        </p>
        <ul>
          <li>
            No cookie, no script and no identifier that lasts beyond a day: nothing is stored in your browser, and
            nothing is sent to anyone else.
          </li>
          <li>
            Your IP address and browser details are not stored. To count a visitor once a day, the server mixes them
            with a random value that changes every day and keeps only the scrambled result. The day&apos;s random value
            is deleted within an hour after the day ends; from then on the result cannot be traced back to you or linked
            to another day. Daily page counts are kept for about a year; the scrambled visitor results, with where each
            visit came from, for 90 days.
          </li>
          <li>
            If your browser sends Global Privacy Control or Do Not Track, your visit is not counted at all, and a form
            you send is not linked to the page you arrived on. Search engine robots and our own administrator are not
            counted either.
          </li>
        </ul>
        <h2>The newsletter</h2>
        <ul>
          <li>
            We send it only after you confirm your address, and only until you unsubscribe: every issue has a one-click
            unsubscribe link, in the email and in its headers for your mail app&apos;s own button.
          </li>
          <li>
            We do not track whether you open it or what you click: no tracking pixels, no invisible images, and the
            links go straight to where they say.
          </li>
          <li>
            For each issue we record whether our mail server handed it to yours. If your mail server refuses it for good
            (the address no longer exists), we stop sending to that address.
          </li>
          <li>
            Past issues are published in the newsletter archive on this site, without any subscriber&apos;s details.
          </li>
        </ul>
        <h2>Why</h2>
        <p>
          To answer your request, to follow up about the resource you downloaded or the quiz report you asked for, and
          to send the newsletter you asked for. We do not sell or share your information, and we never ask for student
          information through this website.
        </p>
        <h2>How long</h2>
        <p>We keep lead records while we have a working relationship with your district, and delete them on request.</p>
        <h2>How to be removed</h2>
        <p>
          Every newsletter has a one-click unsubscribe link. To have any other information corrected or deleted, email{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or write to {site.businessName}, {site.postalAddress}. We
          act on requests within 10 business days.
        </p>
      </div>
    </article>
  )
}
