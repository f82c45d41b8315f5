export function meta() {
  return [{ title: 'Admin Dashboard' }, { name: 'robots', content: 'noindex' }]
}
export default function AdminContacts() {
  return (
    <main id="main" className="container-page py-20">
      <h1 className="text-4xl font-bold">Admin Login</h1>
    </main>
  )
}
