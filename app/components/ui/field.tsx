import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '#app/lib/cn.ts'
import { FieldError } from './field-error.tsx'
import { Select } from './select.tsx'

const controlClasses =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none sm:text-sm'

interface FieldProps {
  label: string
  /** the control's id, when something else links to it (a form's error summary); generated otherwise */
  id?: string
  name?: string
  required?: boolean
  errors?: string[]
  hint?: string
  className?: string
  heading?: 'h3'
  /** announce the error as it appears (a form that does not move the focus to the field) */
  announce?: boolean
}

export interface ControlProps {
  id: string
  name?: string
  required?: boolean
  'aria-labelledby'?: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/** A control that is not a form element (a rich-text editor) sets `labelledBy`; other attributes are the control's. */
export function Field({
  id: givenId,
  label,
  name,
  required,
  errors,
  hint,
  className,
  labelledBy = false,
  heading: Heading,
  announce,
  controlClassName,
  children,
  ...attributes
}: FieldProps & {
  labelledBy?: boolean
  controlClassName?: string
  children: (control: ControlProps) => ReactNode
}) {
  const generated = useId()
  const id = givenId ?? `${generated}${name ? `-${name}` : ''}`
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  const text = (
    <>
      {label}
      {required ? (
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  )
  const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800'
  const labelElement = labelledBy ? (
    <span id={labelId} className={labelClasses}>
      {text}
    </span>
  ) : (
    <label id={labelId} htmlFor={id} className={labelClasses}>
      {text}
    </label>
  )
  return (
    <div className={className}>
      {Heading ? <Heading>{labelElement}</Heading> : labelElement}
      {hint ? (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        ...attributes,
        id,
        name,
        required,
        'aria-labelledby': labelledBy ? labelId : undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        className: cn(controlClasses, controlClassName, invalid && 'border-danger-600'),
      })}
      <FieldError id={errorId} role={announce ? 'alert' : undefined}>
        {errors?.[0]}
      </FieldError>
    </div>
  )
}

type ControlAttributes<A> = FieldProps & { name: string } & Omit<A, 'name'>

export function TextField(props: ControlAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  // Typed, or HTML_CodeSniffer does not take an input with autocomplete for a text field (WCAG 1.3.5).
  return <Field {...props}>{(control) => <input type="text" {...control} />}</Field>
}

export function SelectField({
  options,
  placeholder,
  ...props
}: ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly { value: string; label: string }[]
  placeholder: string
}) {
  return (
    <Field {...props}>
      {(control) => <Select {...control} options={[{ value: '', label: placeholder }, ...options]} />}
    </Field>
  )
}

export function TextAreaField({
  controlClassName = 'min-h-28',
  ...props
}: ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>> & { controlClassName?: string }) {
  return (
    <Field {...props} controlClassName={controlClassName}>
      {(control) => <textarea {...control} />}
    </Field>
  )
}
