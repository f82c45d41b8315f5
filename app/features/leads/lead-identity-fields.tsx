import type { ComponentProps } from 'react'
import { SelectField, TextField } from '#app/components/ui/field.tsx'
import { keptValue, type FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { studentCounts } from './lead-options.ts'

/** Stable, so a refused form's summary can link to it. */
export const leadFieldId = (form: string, name: string) => `${form}-${name}`

export function LeadIdentityFields({
  form,
  positions,
  refusal,
}: {
  form: string
  positions: readonly { value: string; label: string }[]
  refusal: FormRefusal | undefined
}) {
  const field = (name: string, props: Omit<ComponentProps<typeof TextField>, 'id' | 'name'>) => (
    <TextField
      id={leadFieldId(form, name)}
      name={name}
      required
      {...props}
      defaultValue={keptValue(refusal, name) || undefined}
      errors={refusal?.errors[name]}
    />
  )
  return (
    <>
      {field('firstName', { label: 'First name', autoComplete: 'given-name', maxLength: 100 })}
      {field('lastName', { label: 'Last name', autoComplete: 'family-name', maxLength: 100 })}
      {field('email', {
        label: 'Work email',
        type: 'email',
        autoComplete: 'email',
        maxLength: 254,
        className: 'sm:col-span-2',
      })}
      <SelectField
        id={leadFieldId(form, 'position')}
        label="Position"
        name="position"
        required
        options={positions}
        placeholder="Select your position"
        defaultValue={keptValue(refusal, 'position')}
        errors={refusal?.errors.position}
      />
      {field('district', { label: 'School district', autoComplete: 'organization', maxLength: 200 })}
    </>
  )
}

export function StudentCountField({ form, value, errors }: { form: string; value: string; errors?: string[] }) {
  return (
    <SelectField
      id={leadFieldId(form, 'studentCount')}
      label="Student count"
      name="studentCount"
      options={studentCounts}
      placeholder="Select district size (optional)"
      defaultValue={value}
      errors={errors}
      className="sm:col-span-2"
    />
  )
}
