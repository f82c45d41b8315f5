import { SelectField, TextField } from '#app/components/ui/field.tsx'

/** Who the visitor is: the fields the contact and download forms share (bounds match lead.schema.ts). */
export function LeadIdentityFields({
  positions,
  errors,
}: {
  positions: readonly { value: string; label: string }[]
  errors: Record<string, string[]>
}) {
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        required
        autoComplete="given-name"
        maxLength={100}
        errors={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        required
        autoComplete="family-name"
        maxLength={100}
        errors={errors.lastName}
      />
      <TextField
        label="Work email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        errors={errors.email}
        className="sm:col-span-2"
      />
      <SelectField
        label="Position"
        name="position"
        required
        options={positions}
        placeholder="Select your position"
        errors={errors.position}
      />
      <TextField
        label="School district"
        name="district"
        required
        autoComplete="organization"
        maxLength={200}
        errors={errors.district}
      />
    </>
  )
}
