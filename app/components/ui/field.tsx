import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

const controlClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm'

interface FieldProps {
  label: string
  name: string
  required?: boolean
  errors?: string[]
  hint?: string
  className?: string
}

/** What every control needs from its field: its id, name and the accessibility wiring. */
interface ControlProps {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/** Label, control and message wired for assistive technology: aria-invalid and aria-describedby. */
function FieldShell({
  label,
  name,
  required,
  errors,
  hint,
  className,
  controlClassName = '',
  children,
}: FieldProps & { controlClassName?: string; children: (control: ControlProps) => ReactNode }) {
  const id = `${useId()}-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        className: `${controlClasses} ${controlClassName} ${invalid ? 'border-danger-600' : 'border-slate-300'}`,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {errors![0]}
        </p>
      ) : null}
    </div>
  )
}

export function TextField({
  label,
  name,
  required,
  errors,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <FieldShell {...{ label, name, required, errors, hint, className }}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  )
}

export function SelectField({
  label,
  name,
  required,
  errors,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name'
  >) {
  return (
    <FieldShell {...{ label, name, required, errors, hint, className }}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

export function TextAreaField({
  label,
  name,
  required,
  errors,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <FieldShell {...{ label, name, required, errors, hint, className }} controlClassName="min-h-28">
      {(control) => <textarea {...control} {...textarea} />}
    </FieldShell>
  )
}
