import * as RadixTabs from '@radix-ui/react-tabs'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

// Radix's inline styles in the server's HTML break our CSP (style-src 'self'): a class or nothing instead.
const noInlineOutline = { outline: undefined }

export const Tabs = RadixTabs.Root

export function TabsList({ className, ...props }: Omit<ComponentProps<typeof RadixTabs.List>, 'style'>) {
  return (
    <RadixTabs.List {...props} className={cn('flex flex-wrap gap-1 outline-none', className)} style={noInlineOutline} />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      {...props}
      className={cn(
        'rounded-lg px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=inactive]:hover:bg-brand-50',
        className,
      )}
    />
  )
}

function Panel({ style: _style, ...props }: ComponentProps<'div'>) {
  return <div {...props} />
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string
  className?: string
  children: ReactNode
}) {
  return (
    <RadixTabs.Content value={value} asChild>
      <Panel className={cn('focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500', className)}>
        {children}
      </Panel>
    </RadixTabs.Content>
  )
}
