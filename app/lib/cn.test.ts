import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
  it("lets a caller's class override the primitive's class of the same group", () => {
    expect(cn('rounded-full px-2.5 py-0.5 text-xs', 'px-3 py-1')).toBe('rounded-full text-xs px-3 py-1')
    expect(cn('py-16', 'py-20 sm:py-24')).toBe('py-20 sm:py-24')
    expect(cn('p-6', 'px-0')).toBe('p-6 px-0')
    expect(cn('px-4', 'p-6')).toBe('p-6')
    expect(cn('-mt-2', 'mt-4')).toBe('mt-4')
    expect(cn('gap-6', 'gap-x-2')).toBe('gap-6 gap-x-2')
    expect(cn('gap-x-2', 'gap-6')).toBe('gap-6')
    expect(cn('max-w-2xl w-full', 'max-w-3xl w-auto')).toBe('max-w-3xl w-auto')
    expect(cn('rounded-2xl', 'rounded-none')).toBe('rounded-none')
    expect(cn('hover:bg-brand-50', 'hover:bg-red-50')).toBe('hover:bg-red-50')
  })

  it('tells font sizes from text colours, and border colours from widths and styles', () => {
    expect(cn('text-xs text-brand-700', 'text-white')).toBe('text-xs text-white')
    expect(cn('text-sm text-muted', 'text-lg')).toBe('text-muted text-lg')
    expect(cn('bg-white', 'bg-brand-600/50')).toBe('bg-brand-600/50')
    expect(cn('border border-dashed border-slate-300', 'border-danger-600')).toBe(
      'border border-dashed border-danger-600',
    )
  })

  it('keeps classes it has no group for, and drops falsy values', () => {
    expect(cn('card shadow-sm', false, undefined, 'shadow-md')).toBe('card shadow-sm shadow-md')
  })
})
