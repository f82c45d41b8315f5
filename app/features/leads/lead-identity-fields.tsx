import { SelectField, TextField } from '#app/components/ui/field.tsx'

/** The id of a lead form's control: stable, so a refused form's summary can link to it. */
export const leadFieldId = (form: string, name: string) => `${form}-${name}`

/** Who the visitor is: the fields the contact and download forms share (bounds match lead.schema.ts). */
export function LeadIdentityFields({
  form,
  positions,
  errors,
  values,
}: {
  /** the form's name, which prefixes the fields' ids */
  form: string
  positions: readonly { value: string; label: string }[]
  errors: Record<string, string[]>
  /** what the visitor typed, when the page answers a refused post */
  values: Record<string, string | string[]>
}) {
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }
  return (
    <>
      <TextField
        id={leadFieldId(form, 'firstName')}
        label="First name"
        name="firstName"
        required
        autoComplete="given-name"
        maxLength={100}
        defaultValue={text('firstName')}
        errors={errors.firstName}
      />
      <TextField
        id={leadFieldId(form, 'lastName')}
        label="Last name"
        name="lastName"
        required
        autoComplete="family-name"
        maxLength={100}
        defaultValue={text('lastName')}
        errors={errors.lastName}
      />
      <TextField
        id={leadFieldId(form, 'email')}
        label="Work email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        defaultValue={text('email')}
        errors={errors.email}
        className="sm:col-span-2"
      />
      <SelectField
        id={leadFieldId(form, 'position')}
        label="Position"
        name="position"
        required
        options={positions}
        placeholder="Select your position"
        defaultValue={text('position') ?? ''}
        errors={errors.position}
      />
      <TextField
        id={leadFieldId(form, 'district')}
        label="School district"
        name="district"
        required
        autoComplete="organization"
        maxLength={200}
        defaultValue={text('district')}
        errors={errors.district}
      />
    </>
  )
}
