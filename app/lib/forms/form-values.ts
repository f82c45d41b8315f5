/** A text field's value as the visitor left it ('' when absent), for React forms and the home page's script. */
export const text = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}
