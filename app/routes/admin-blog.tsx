export function meta() {
  return [{ title: 'Blog Administration' }, { name: 'robots', content: 'noindex' }]
}
export default function AdminBlog() {
  return (
    <main id="main" className="container-page py-20">
      <h1 className="text-4xl font-bold">Admin Login</h1>
    </main>
  )
}
