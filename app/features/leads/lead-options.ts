/** Option sets of spec §3, without zod, so forms can render them without loading the schemas. */

export const contactPositions = [
  { value: 'superintendent', label: 'Superintendent' },
  { value: 'principal', label: 'Principal' },
  { value: 'board-member', label: 'Board Member' },
  { value: 'it-director', label: 'IT Director' },
  { value: 'tech-coordinator', label: 'Technology Coordinator' },
  { value: 'other', label: 'Other' },
] as const

export const studentCounts = [
  { value: 'under-1000', label: 'Under 1,000 students' },
  { value: '1000-5000', label: '1,000 – 5,000 students' },
  { value: '5000-15000', label: '5,000 – 15,000 students' },
  { value: '15000-30000', label: '15,000 – 30,000 students' },
  { value: 'over-30000', label: 'Over 30,000 students' },
] as const

export const contactServices = [
  { value: 'executive', label: 'Board and Cabinet Training' },
  { value: 'vciso', label: 'Virtual CISO Services' },
  { value: 'compliance', label: 'Compliance & Audit Support' },
  { value: 'assessment', label: 'Security Assessment' },
] as const

export const downloadPositions = [
  { value: 'superintendent', label: 'Superintendent' },
  { value: 'assistant-superintendent', label: 'Assistant Superintendent' },
  { value: 'technology-director', label: 'Technology Director' },
  { value: 'it-coordinator', label: 'IT Coordinator' },
  { value: 'security-officer', label: 'Security Officer' },
  { value: 'principal', label: 'Principal' },
  { value: 'business-manager', label: 'Business Manager' },
  { value: 'board-member', label: 'Board Member' },
  { value: 'other', label: 'Other' },
] as const

export type Option = { readonly value: string; readonly label: string }

export function optionLabel(options: readonly Option[], value: string | null): string {
  return options.find((o) => o.value === value)?.label ?? value ?? ''
}
