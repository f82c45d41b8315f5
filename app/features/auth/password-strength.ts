/** Visual only (spec §5): 1 segment below 4 characters, 2 for 4-5, 3 for 6-7, 4 for 8 or more. */
export function passwordStrength(password: string): 1 | 2 | 3 | 4 {
  if (password.length >= 8) return 4
  if (password.length >= 6) return 3
  if (password.length >= 4) return 2
  return 1
}
