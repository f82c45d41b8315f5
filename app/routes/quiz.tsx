export function meta() {
  return [{ title: 'Cybersecurity Knowledge Quiz' }]
}
export default function Quiz() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">Cybersecurity Knowledge Quiz</h1>
    </section>
  )
}
