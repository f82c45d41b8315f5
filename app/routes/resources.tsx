export function meta() {
  return [{ title: 'Free Resource Library' }]
}
export default function Resources() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">Free Resource Library</h1>
    </section>
  )
}
