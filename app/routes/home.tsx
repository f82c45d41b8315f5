import { hero } from '#content/services.ts'
export function meta() {
  return [{ title: 'K-12 Cybersecurity Consulting for School Districts' }]
}
export default function Home() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">{hero.heading}</h1>
    </section>
  )
}
