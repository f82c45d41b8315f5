import { ImagePlus, Trash2, Upload } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { MAX_UPLOAD_BYTES, toPublicObjectPath } from '#app/features/objects/image-type.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { requestUploadUrl, useSetHeroImage } from './api.ts'

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
export const UPLOAD_DIALOG_CLOSE_MS = 1000

export function HeroImageUpload({
  value,
  onChange,
  postId,
  ...group
}: {
  value: string
  onChange: (url: string) => void
  /** set: the new image is saved at once (PUT /api/blog/{id}/hero-image) */
  postId: number | null
  'aria-labelledby'?: string
  'aria-describedby'?: string
}) {
  const { toast } = useToast()
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [status, setStatus] = useState<'idle' | 'uploading' | 'done'>('idle')
  const setHeroImage = useSetHeroImage()

  function close() {
    setOpen(false)
    setFile(null)
    setProblem(null)
    setStatus('idle')
  }

  useEffect(() => {
    if (status !== 'done') return
    const timer = setTimeout(close, UPLOAD_DIALOG_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status])

  function choose(list: FileList | null) {
    setProblem(null)
    const chosen = list?.[0] ?? null
    if (!chosen) return setFile(null)
    if (list && list.length > 1) return setProblem('Choose one image.')
    if (!ACCEPTED.includes(chosen.type)) return setProblem('Only JPEG, PNG, WebP and GIF images can be uploaded.')
    if (chosen.size > MAX_UPLOAD_BYTES) return setProblem('Images must be 5 MB or smaller.')
    setFile(chosen)
  }

  async function upload() {
    if (!file) return
    setStatus('uploading')
    try {
      const uploadURL = await requestUploadUrl()
      if (!uploadURL) {
        toast({ title: 'Upload Failed', description: 'Failed to get upload URL', variant: 'destructive' })
        setStatus('idle')
        return
      }
      const put = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } })
      if (!put.ok) {
        const body = (await put.json().catch(() => ({}))) as { message?: string }
        throw new ApiError(put.status, body.message ?? 'The image could not be uploaded.')
      }
      const publicUrl = toPublicObjectPath(uploadURL)!
      if (postId !== null) {
        try {
          await setHeroImage.mutateAsync({ postId, uploadURL })
          toast({ title: 'Hero Image Updated', description: 'The new hero image is live on the post.' })
        } catch {
          toast({ title: 'Update Failed', description: 'Failed to update hero image', variant: 'destructive' })
          setStatus('idle')
          return
        }
      }
      onChange(publicUrl)
      setStatus('done')
    } catch (error) {
      setStatus('idle')
      setProblem(error instanceof ApiError ? error.message : 'The image could not be uploaded.')
    }
  }

  return (
    <div role="group" {...group}>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={value}
            alt="Current hero (preview)"
            className="aspect-[16/9] w-full max-w-sm rounded-lg border border-line object-cover"
          />
          <div className="flex gap-2 sm:flex-col">
            <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
              <ImagePlus aria-hidden="true" className="size-4" />
              Replace Image
            </button>
            <button type="button" className="btn-ghost text-danger-700 hover:bg-red-50" onClick={() => onChange('')}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove Hero Image
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Upload Hero Image
        </button>
      )}
      <Dialog
        open={open}
        onClose={close}
        title="Upload hero image"
        description="One JPEG, PNG, WebP or GIF image, up to 5 MB. A 16:9 image at least 1200 pixels wide looks best."
      >
        <Field label="Image file" errors={problem ? [problem] : undefined} announce>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPTED.join(',')}
              onChange={(e) => choose(e.target.files)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          )}
        </Field>
        {status === 'done' ? (
          <p role="status" className="mt-3 text-sm font-medium text-success-700">
            Upload complete.
          </p>
        ) : null}
        <div className="mt-5 flex justify-end">
          <button
            type="button"
            className="btn-primary"
            disabled={!file || status !== 'idle'}
            onClick={() => void upload()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {status === 'uploading' ? 'Uploading...' : 'Upload'}
          </button>
        </div>
      </Dialog>
    </div>
  )
}
