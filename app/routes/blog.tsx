export function meta() {
  return [{ title: 'K-12 Cybersecurity Blog' }]
}
export default function Blog() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">K-12 Cybersecurity Blog</h1>
    </section>
  )
}
