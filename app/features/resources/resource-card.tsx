import type { ComponentProps } from 'react'
import { Icon } from '#app/components/ui/icon.tsx'
import { IconCard } from '#app/components/ui/icon-card.tsx'
import type { ResourceEntry } from '#content/types.ts'

export function ResourceCard({
  resource,
  ...card
}: { resource: ResourceEntry } & Omit<ComponentProps<typeof IconCard>, 'icon' | 'title' | 'description'>) {
  return (
    <IconCard
      icon={<Icon name={resource.icon} />}
      title={resource.title}
      description={resource.description}
      {...card}
    />
  )
}
