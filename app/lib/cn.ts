import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

const any = () => true
const color = (value: string) =>
  /^([a-z]+-\d+|white|black|transparent|current|ink|muted|line|surface)(\/\d+)?$/.test(value)
const sides = (prefix: string) =>
  Object.fromEntries(['', 'x', 'y', 't', 'r', 'b', 'l'].map((side) => [prefix + side, [{ [prefix + side]: [any] }]]))

/**
 * Only the class groups our primitives let a caller override: the default configuration costs 7.6 KB
 * (Brotli) on every public page, past the budget (decision 6). To override another group, add it here.
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 100,
  theme: {},
  classGroups: {
    ...sides('p'),
    ...sides('m'),
    'font-size': [{ text: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] }],
    'text-color': [{ text: [color] }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold'] }],
    'bg-color': [{ bg: [color] }],
    'border-color': [{ border: [color] }],
    rounded: ['rounded', { rounded: ['none', 'sm', 'md', 'lg', 'xl', '2xl', 'full'] }],
    w: [{ w: [any] }],
    'max-w': [{ 'max-w': [any] }],
    gap: [{ gap: [any] }],
    'gap-x': [{ 'gap-x': [any] }],
    'gap-y': [{ 'gap-y': [any] }],
    'grid-cols': [{ 'grid-cols': [any] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}))

/** A later class (a caller's `className`) overrides an earlier one of its group. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
