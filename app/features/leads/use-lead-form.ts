import { useToast, type ToastMessage } from '#app/components/ui/toast.tsx'
import { useJsonForm, type JsonFormOptions } from '#app/lib/forms/use-json-form.ts'
import { attributionField } from './attribution.ts'

/**
 * A public form that stores a lead: posted with the visit's attribution, emptied once stored, and
 * answered with a toast; a refusal shows the server's message, or `failure.fallback` without one.
 */
export function useLeadForm<T>({
  loadSchema,
  url,
  read,
  success,
  failure,
  onStored,
}: Pick<JsonFormOptions<T>, 'loadSchema' | 'url' | 'read'> & {
  success: Omit<ToastMessage, 'variant'>
  failure: { title: string; fallback: string }
  /** runs first when the lead is stored, before the form is emptied */
  onStored?: () => void
}) {
  const { toast } = useToast()
  return useJsonForm({
    loadSchema,
    url,
    read,
    extra: attributionField,
    onSuccess(element) {
      onStored?.()
      element.reset()
      toast(success)
    },
    onFailure(error) {
      toast({ title: failure.title, description: error.message || failure.fallback, variant: 'destructive' })
    },
  })
}
