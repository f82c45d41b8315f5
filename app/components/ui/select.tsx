import type { SelectHTMLAttributes } from 'react'

/** A native select whose options are data. */
export function Select({
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string | number; label: string }[] }) {
  return (
    <select {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
