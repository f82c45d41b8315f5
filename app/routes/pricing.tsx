export function meta() {
  return [{ title: 'Transparent pricing for school districts' }]
}
export default function Pricing() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">Transparent pricing for school districts</h1>
    </section>
  )
}
